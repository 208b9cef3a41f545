import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { tryProposal } from '../../app/proposals';
import { initialProposalValues } from '../../app/proposals/formValues';
import { ProjectDetailsPage_proposal, ProjectDetailsQuery } from './operations';
import { asCachedProposal } from './proposalView';

/** Every field path a selection asks for, with its fragments' fields in place (`viewerCan.decide`). */
function fieldPaths(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, prefix = ''): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) return fieldPaths(fragments.get(selection.name.value)!.selectionSet, fragments, prefix);
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldPaths(selection.selectionSet, fragments, prefix);
    const path = `${prefix}${selection.name.value}`;
    return selection.selectionSet ? [path, ...fieldPaths(selection.selectionSet, fragments, `${path}.`)] : [path];
  });
}

const fragmentsOf = (document: DocumentNode) =>
  new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));

/** What the project page's query asks of each proposal of a project. */
function proposalPathsOfProjectPage(): string[] {
  const fragments = fragmentsOf(ProjectDetailsQuery);
  const proposals: string[] = [];
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) walk(fragments.get(selection.name.value)!.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (selection.selectionSet && selection.name.value === 'proposals') proposals.push(...fieldPaths(selection.selectionSet, fragments));
      else if (selection.selectionSet) walk(selection.selectionSet);
    }
  };
  for (const definition of ProjectDetailsQuery.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet);
  return [...new Set(proposals)];
}

/** Every field path of a value, as fieldPaths names a selection's (`viewerCan.decide`); a list or a null ends its path. */
function valuePaths(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, field]) => {
    const path = `${prefix}${key}`;
    return field && typeof field === 'object' && !Array.isArray(field) ? [path, ...valuePaths(field as Record<string, unknown>, `${path}.`)] : [path];
  });
}

describe('a bid tried on a sample', () => {
  const definition = ProjectDetailsPage_proposal.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === 'ProjectDetailsPage_proposal')!;
  const cached = fieldPaths(definition.selectionSet, fragmentsOf(ProjectDetailsPage_proposal));

  it('is cached with every field the project page asks of a proposal, so the page reads it and never fetches the sample again', () => {
    const asked = proposalPathsOfProjectPage();
    expect(asked).toEqual(expect.arrayContaining(['status', 'bidAmount', 'viewerCan.decide', 'messageThread', 'agreement.status']));
    expect(asked.filter((path) => !cached.includes(path))).toEqual([]);
  });

  it('carries a value for every field of that fragment (none for what a bid from no account lacks: rating, thread, agreement)', () => {
    const tried = asCachedProposal(tryProposal({ ...initialProposalValues(2001), contractorName: 'Danforth Reno Co.', bidAmount: '$10,000 - $25,000' }));
    const held = valuePaths(tried);
    // A field held as null or as a list (empty: no badges) answers everything the fragment asks inside it.
    expect(cached.filter((path) => !held.some((value) => path === value || path.startsWith(`${value}.`)))).toEqual([]);
    expect(tried).toMatchObject({ status: 'PENDING', contractorRating: null, messageThread: null, agreement: null });
  });
});
