/*
 * The proposal form's values and the bid they make, apart from the form's Yup schema (schema.ts): a sample's
 * page makes a tried bid from them without loading Yup.
 */

/** The proposal form's values. */
export interface ProposalFormValues {
  projectId: number;
  contractorName: string;
  contractorEmail: string;
  contractorPhone: string;
  bidAmount: string;
  timeline: string;
  approach: string;
  experience: string;
  materials: string;
  warranty: string;
  additionalNotes: string;
}

export function initialProposalValues(projectId: number): ProposalFormValues {
  return {
    projectId,
    contractorName: '',
    contractorEmail: '',
    contractorPhone: '',
    bidAmount: '',
    timeline: '',
    approach: '',
    experience: '',
    materials: '',
    warranty: '',
    additionalNotes: '',
  };
}

const blankToUndefined = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The bid as it is sent (or tried on a sample): text trimmed, optional fields left out when blank. */
export function proposalInput(values: ProposalFormValues) {
  return {
    contractorName: values.contractorName.trim(),
    contractorEmail: values.contractorEmail.trim(),
    contractorPhone: blankToUndefined(values.contractorPhone),
    bidAmount: values.bidAmount,
    timeline: values.timeline,
    approach: values.approach.trim(),
    experience: values.experience.trim(),
    materials: blankToUndefined(values.materials),
    warranty: blankToUndefined(values.warranty),
    additionalNotes: blankToUndefined(values.additionalNotes),
  };
}
