import { BUSINESS, MARKETING_CLAIMS } from '../business';
import type { ServiceIconName } from '../types';

/** Home page texts. */
export const HOME_CONTENT = {
  hero: {
    title: 'Trusted Home Improvement Across Toronto and the GTA',
    subtitle:
      'Renovations, repairs and home services from verified, licensed and insured local contractors. Post your project for free and compare quotes within 24 hours.',
    primaryButton: { label: 'Get Free Quote', href: '/post-project' },
    secondaryButton: { label: 'Contact Us', href: '/contact' },
  },
  trustBadges: [
    { label: 'Licensed & Insured', icon: 'Shield' as ServiceIconName },
    { label: 'Quality Guaranteed', icon: 'Sparkles' as ServiceIconName },
    { label: 'Local Toronto Team', icon: 'Home' as ServiceIconName },
  ],
  featuredServices: {
    title: 'Featured Services',
    subtitle: 'Our most requested specialist services this season.',
    buttons: [
      { label: 'Security Bollards + Installation', href: '/services/security-bollards', icon: 'Shield' as ServiceIconName },
      { label: 'Professional Cleaning', href: '/services/cleaning', icon: 'Sparkles' as ServiceIconName },
    ],
  },
  servicesGrid: {
    title: 'Our Services',
    subtitle: 'From emergency repairs to full renovations, find the right professional for every job.',
    initialCount: 5,
    showMore: (hiddenCount: number) => `Show More Categories (${hiddenCount} more)`,
    showLess: 'Show Less Categories',
  },
  recentWork: {
    title: 'Our Recent Work',
    subtitle: 'Finished projects by verified contractors in neighbourhoods across the GTA.',
    maxProjects: 3,
    button: { label: 'View All Projects', href: '/projects' },
  },
  howItWorks: {
    title: 'How It Works',
    steps: [
      { number: 1, title: 'Contact Us', description: 'Tell us about your project online or by phone. It takes a few minutes and costs nothing.' },
      { number: 2, title: 'Get Quote', description: 'Receive clear, itemised quotes from verified local contractors, usually within 24 hours.' },
      { number: 3, title: 'Project Complete', description: 'Your contractor completes the work to code, on schedule, with permits and inspections handled.' },
    ],
  },
  closingCta: {
    title: 'Ready to Transform Your Home?',
    text: 'Talk to our team or post your project today and get free quotes from trusted GTA professionals.',
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    location: BUSINESS.locationText,
  },
};

/** Contact page side card: why choose us. */
export const WHY_CHOOSE_US: string[] = [
  'Verified, licensed and insured contractors',
  'Free quotes with no obligation',
  `Replies to every message within ${MARKETING_CLAIMS.contactResponseTime}`,
  'Local team that knows Toronto permits and bylaws',
  'Ratings only from homeowners who hired the pro',
];

export interface FooterLink {
  label: string;
  href: string;
}

/** Shared footer content. Copyright: `© ${year} ${BRAND_NAME}. All rights reserved.` followed by `serviceArea`. */
export const FOOTER_CONTENT = {
  description:
    'The home-improvement marketplace for Toronto and the GTA. Browse finished work, post your project for free and compare quotes from verified, licensed and insured local contractors.',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/gtahomepros' },
    { label: 'Instagram', href: 'https://www.instagram.com/gtahomepros' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gtahomepros' },
    { label: 'YouTube', href: 'https://www.youtube.com/@gtahomepros' },
  ] satisfies FooterLink[],
  popularServices: [
    { label: 'Plumbing', href: '/services/plumbing' },
    { label: 'Electrical', href: '/services/electrical' },
    { label: 'HVAC', href: '/services/hvac' },
    { label: 'General Contracting', href: '/services/general-contracting' },
    { label: 'Cleaning', href: '/services/cleaning' },
    { label: 'Landscaping', href: '/services/landscaping' },
  ] satisfies FooterLink[],
  companyLinks: [
    { label: 'About Us', href: '/about-us' },
    { label: 'How It Works', href: '/how-it-works' },
    { label: 'Magazine', href: '/magazine' },
    { label: 'Contact Us', href: '/contact' },
    { label: 'For Contractors', href: '/contractor-dashboard' },
    { label: 'Developers', href: '/developers' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
    { label: 'Cookie Policy', href: '/cookie-policy' },
  ] satisfies FooterLink[],
  serviceArea: 'Serving Toronto, Mississauga, Brampton, Markham, Vaughan and Richmond Hill.',
  socialTitle: 'Follow Us',
  quotesLabel: 'What our customers say',
  quotes: [
    { quote: 'Three detailed quotes in a day, and the contractor we picked finished our basement a week early.', name: 'Marco R.', location: 'Etobicoke' },
    { quote: 'Knowing the electrician was ESA-licensed and insured before he walked in made all the difference.', name: 'Farah A.', location: 'Scarborough' },
    { quote: 'Our heat pump installer handled the rebate paperwork. Simple from start to finish.', name: 'Kevin C.', location: 'Markham' },
  ],
};

export function copyrightText(year: number, brand: string): string {
  return `© ${year} ${brand}. All rights reserved.`;
}

/** Cleaning page constants (/cleaning-services). */
export const CLEANING_PAGE = {
  title: 'Professional Cleaning Services',
  subtitle: 'Insured, background-checked cleaners for homes, condos, offices and post-renovation clean-ups across the GTA.',
  priceCards: [
    { name: 'Standard Home Cleaning', price: '$150+', description: 'Recurring cleaning of kitchens, bathrooms, floors and dusting for condos and houses.' },
    { name: 'Deep Cleaning', price: '$360+', description: 'Top-to-bottom clean including baseboards, inside appliances and cabinets.' },
    { name: 'Move-In/Move-Out Cleaning', price: '$600+', description: 'Empty-home clean of every cabinet, closet and appliance, ready for handover.' },
    { name: 'Post-Construction Cleaning', price: '$2,400+', description: 'Dust, debris and residue removal after renovations and new builds, with HEPA equipment.' },
  ],
  priceHint: '$100+',
  favoritesStorageKey: 'favoriteProjects',
  sortOptions: [
    { value: 'rating', label: 'Highest Rated' },
    { value: 'price', label: 'Price: Low to High' },
    { value: 'reviews', label: 'Most Reviews' },
  ],
};

/** Moving page constants. */
export const MOVING_PAGE = {
  title: 'Moving Solutions',
  subtitle: 'Condo, house, office and long-distance moves with careful crews, packing and storage.',
  stats: [
    { value: '200+', label: 'Moves Completed' },
    { value: 'From $800+', label: 'Starting Price' },
    { value: '1-3 days', label: 'Typical Duration' },
  ],
  services: [
    { name: 'Local Residential Moves', description: 'Condos, townhouses and houses across the GTA, with elevator and parking coordination.' },
    { name: 'Long-Distance Moves', description: 'Dedicated or shared trucks across Ontario and Canada with binding estimates.' },
    { name: 'Office Relocations', description: 'After-hours and weekend moves with IT handling and workstation reassembly.' },
    { name: 'Packing and Crating', description: 'Full or partial packing, custom crates for art, mirrors and antiques.' },
    { name: 'Storage', description: 'Short- and long-term secure storage between closings.' },
  ],
  resultCount: (n: number) => `${n} Moving Projects Found`,
  searchPlaceholder: 'Search moving projects...',
  emptyTitle: 'No projects found',
  emptyText: 'Try adjusting your search terms or filters.',
};

/** Architectural visualization page constants. */
export const VISUALIZATION_PAGE = {
  title: 'Architectural Visualization',
  subtitle: 'Photorealistic renderings, animations and 360° tours for homeowners, architects and builders.',
  stats: [
    { value: '120+', label: 'Projects Delivered' },
    { value: 'From $500+', label: 'Starting Price' },
    { value: '3-10 days', label: 'Typical Turnaround' },
  ],
  services: [
    { name: 'Exterior Renderings', description: 'Daylight, dusk and seasonal views of new homes, additions and laneway suites.' },
    { name: 'Interior Renderings', description: 'Kitchens, bathrooms and living spaces with accurate materials and lighting.' },
    { name: 'Animations and Fly-Throughs', description: 'Short films for presentations, marketing and community meetings.' },
    { name: '360° Virtual Tours', description: 'Interactive panoramas for sales centres and online listings.' },
  ],
  resultCount: (n: number) => `${n} Visualization Projects Found`,
  searchPlaceholder: 'Search visualization projects...',
  emptyTitle: 'No projects found',
  emptyText: 'Try adjusting your search terms or filters.',
};

/** Trade category pages: title, result-type word and price hint. */
export const CATEGORY_PAGES = {
  general: { title: 'General Contractor Projects', type: 'general contractor', route: '/general-contractor', priceHint: undefined as string | undefined },
  plumbing: { title: 'Plumbing Projects', type: 'plumbing', route: '/plumbing-services', priceHint: '$200+' },
  electrical: { title: 'Electrical Projects', type: 'electrical', route: '/electrical-services', priceHint: '$150+' },
  hvac: { title: 'HVAC Projects', type: 'HVAC', route: '/hvac-services', priceHint: '$300+' },
  landscaping: { title: 'Landscaping Projects', type: 'landscaping', route: '/landscaping-services', priceHint: '$500+' },
};

/** Category price hints, including cleaning. */
export const CATEGORY_PRICE_HINTS = {
  plumbing: '$200+',
  electrical: '$150+',
  hvac: '$300+',
  landscaping: '$500+',
  cleaning: '$100+',
} as const;

/** 'Showing N <type> projects' */
export function resultCountText(n: number, type: string): string {
  return `Showing ${n} ${type} projects`;
}

/** 'No <type> projects found matching your criteria.' */
export function emptyResultText(type: string): string {
  return `No ${type} projects found matching your criteria.`;
}
