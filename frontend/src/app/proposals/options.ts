/** The proposal form's choices of a bid and a timeline, shown exactly as written here. */
export const PROPOSAL_BID_RANGES = [
  '$5,000 - $10,000',
  '$10,000 - $15,000',
  '$15,000 - $20,000',
  '$20,000 - $25,000',
  '$25,000 - $30,000',
  '$30,000 - $40,000',
  '$40,000 - $50,000',
  '$50,000 - $75,000',
  '$75,000 - $100,000',
  '$100,000+',
] as const;

export const PROPOSAL_TIMELINES = [
  '1-2 days',
  '3-5 days',
  '1 week',
  '2 weeks',
  '3 weeks',
  '1 month',
  '2 months',
  '3 months',
  '4-6 months',
  '6+ months',
] as const;
