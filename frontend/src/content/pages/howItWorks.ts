import type { ServiceIconName } from '../types';

export interface HowItWorksStep {
  number: number;
  title: string;
  /** The step's number and title, e.g. '1 Project Submission' */
  label: string;
  summary: string;
  details: string[];
}

export interface Benefit {
  title: string;
  description: string;
  icon: ServiceIconName;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The three detailed steps of the How It Works page. */
export const HOW_IT_WORKS_STEPS: HowItWorksStep[] = [
  {
    number: 1,
    title: 'Project Submission',
    label: '1 Project Submission',
    summary: 'Describe your project in a few minutes: what you want done, where, your budget range and timeline. Posting is free.',
    details: [
      'Choose a category, add a clear title and description, and upload up to 10 photos.',
      'Pick a budget range and timeline so contractors can tell at a glance whether the job fits.',
      'Our team reviews every post and publishes it within 24 hours, and may suggest details that lead to better quotes.',
    ],
  },
  {
    number: 2,
    title: 'Smart Matching',
    label: '2 Smart Matching',
    summary: 'We match your project with verified contractors by project type, location, availability and past performance.',
    details: [
      'Project type: only contractors whose licences and experience fit your job, such as ESA-licensed electricians for electrical work, see it first.',
      'Location: contractors who work in your city and neighbourhood, so travel time does not inflate your quote.',
      'Availability: contractors who can start within your timeline.',
      'Past performance: ratings, completed projects, response times and how often they finish on schedule.',
    ],
  },
  {
    number: 3,
    title: 'Quote Comparison',
    label: '3 Quote Comparison',
    summary: 'Receive proposals, usually within 24 hours, and compare price, timeline, approach, materials and warranty side by side.',
    details: [
      'Each proposal shows the bid amount, timeline, approach, relevant experience, materials and warranty.',
      'Check each contractor’s profile, reviews and verified WSIB, insurance and licence status.',
      'Accept the proposal that fits, or decline the rest. There is no fee and no obligation.',
    ],
  },
];

/** Earlier, shorter variant of the steps (four steps). */
export const HOW_IT_WORKS_STEPS_SHORT: { title: string; description: string }[] = [
  { title: 'Post Your Project', description: 'Tell us what you need, your budget and timeline. It is free and takes a few minutes.' },
  { title: 'Get Matched', description: 'We connect you with verified local contractors who fit your project.' },
  { title: 'Compare Quotes', description: 'Review proposals, profiles and reviews side by side.' },
  { title: 'Hire with Confidence', description: 'Choose your contractor and get the job done right.' },
];

/** Benefits on the How It Works page. */
export const HOW_IT_WORKS_BENEFITS: Benefit[] = [
  { title: 'Verified Professionals', description: 'WSIB clearance, liability insurance and trade licences checked before any contractor can bid.', icon: 'Shield' },
  { title: 'Free for Homeowners', description: 'Posting a project and receiving quotes costs nothing and carries no obligation.', icon: 'Sparkles' },
  { title: 'Fast Responses', description: 'Projects are published within 24 hours and contractors typically respond within 24 hours.', icon: 'Zap' },
  { title: 'Local GTA Expertise', description: 'Contractors who know Toronto permits, condo rules and how GTA homes are built.', icon: 'Home' },
  { title: 'Comparable Quotes', description: 'Every proposal uses the same structure, so you compare like with like.', icon: 'Eye' },
  { title: 'Support When You Need It', description: 'Our team answers messages within 24 hours and helps resolve issues.', icon: 'Wrench' },
];

/** Earlier variant: three benefits. */
export const HOW_IT_WORKS_BENEFITS_SHORT: Benefit[] = HOW_IT_WORKS_BENEFITS.slice(0, 3);

/** FAQ (rendered as an accordion and as FAQPage structured data). */
export const HOW_IT_WORKS_FAQ: FaqEntry[] = [
  {
    question: 'Is it really free to post a project?',
    answer: 'Yes. Posting a project and receiving quotes is free for homeowners, with no obligation to hire anyone.',
  },
  {
    question: 'How do you verify contractors?',
    answer:
      'Before a contractor can bid, we check their WSIB clearance certificate, commercial liability insurance, and any trade licences their work requires, such as an ESA Licensed Electrical Contractor number or TSSA registration for gas work. We also check references and monitor reviews.',
  },
  {
    question: 'Do I need a building permit for my renovation?',
    answer:
      'In Ontario, structural changes, additions, basement second units, new or moved plumbing and most HVAC changes need a building permit from your municipality. Cosmetic work like painting, flooring and like-for-like cabinet replacement usually does not. Your contractor should tell you which permits apply and normally applies for them on your behalf.',
  },
  {
    question: 'Who files the ESA notification for electrical work?',
    answer:
      'The licensed electrical contractor files the notification of work with the Electrical Safety Authority and arranges the inspection. Ask for the ESA inspection record when the work is done; insurers often want it.',
  },
  {
    question: 'What deposit should I pay?',
    answer:
      'Deposits of 10% to 20% are common for renovations, with later payments tied to completed stages. Ontario’s Consumer Protection Act requires a written contract for renovation work over $50, and gives you a 10-day cooling-off period if you sign at home.',
  },
  {
    question: 'Which areas do you serve?',
    answer:
      'Toronto and the Greater Toronto Area, including Mississauga, Brampton, Markham, Vaughan and Richmond Hill, with contractors across more than 50 Ontario cities and towns.',
  },
  {
    question: 'How quickly will I hear from contractors?',
    answer: 'Projects are reviewed and published within 24 hours, and most homeowners receive their first proposals within 24 hours of publication.',
  },
  {
    question: 'Can I get help with rebates such as the Home Renovation Savings Program?',
    answer:
      'Many of our HVAC and insulation contractors are familiar with Ontario’s Home Renovation Savings Program and the City of Toronto’s basement flooding subsidy. Mention the rebate in your project post so contractors can include eligible equipment and paperwork in their proposals.',
  },
];

export const HOW_IT_WORKS_CTA = {
  title: 'Ready to start your project?',
  text: 'Post your project for free and receive quotes from verified GTA contractors.',
  button: 'Get Started',
  href: '/post-project',
};
