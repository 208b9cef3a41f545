import { CATEGORY_PAGE_SUBCATEGORIES } from './filters';
import { PAGE_LISTINGS } from '../listings';
import { CategoryListingPage } from './CategoryListingPage';
import type { CategoryPageConfig } from './CategoryListingPage';

/** The five trade category pages: one component, configured per page. */
export const CATEGORY_PAGES = {
  general: {
    path: '/general-contractor',
    title: 'General Contractor Projects',
    subtitle: 'Kitchens, bathrooms, full-home and commercial renovations completed by licensed general contractors across Toronto and the GTA.',
    description: 'Browse completed kitchen, bathroom, full-home and commercial renovations by general contractors in Toronto, Mississauga, Brampton, Markham and Vaughan.',
    typeLabel: 'general contractor',
    categories: CATEGORY_PAGE_SUBCATEGORIES.general,
    serviceSlug: 'general-contracting',
    listing: PAGE_LISTINGS.general,
  },
  plumbing: {
    path: '/plumbing-services',
    title: 'Plumbing Projects',
    subtitle: 'Bathroom and kitchen plumbing, backwater valves and 24/7 emergency repairs by licensed GTA plumbers.',
    description: 'See completed plumbing projects in Toronto and the GTA: bathroom and kitchen plumbing, emergency repairs, backwater valves. Projects from $200+.',
    typeLabel: 'plumbing',
    categories: CATEGORY_PAGE_SUBCATEGORIES.plumbing,
    priceHint: '$200+',
    serviceSlug: 'plumbing',
    listing: PAGE_LISTINGS.plumbing,
  },
  electrical: {
    path: '/electrical-services',
    title: 'Electrical Projects',
    subtitle: 'Panel upgrades, smart-home systems, commercial wiring and outdoor lighting by ESA-licensed electrical contractors.',
    description: 'Completed electrical projects by ESA-licensed contractors in the GTA: panel upgrades, smart systems, commercial wiring, outdoor electrical. From $150+.',
    typeLabel: 'electrical',
    categories: CATEGORY_PAGE_SUBCATEGORIES.electrical,
    priceHint: '$150+',
    serviceSlug: 'electrical',
    listing: PAGE_LISTINGS.electrical,
  },
  hvac: {
    path: '/hvac-services',
    title: 'HVAC Projects',
    subtitle: 'Air conditioning, furnaces, heat pumps and commercial HVAC installed by TSSA-certified technicians.',
    description: 'Completed HVAC projects in Toronto and the GTA: air conditioning, high-efficiency furnaces, cold-climate heat pumps and commercial HVAC. From $300+.',
    typeLabel: 'HVAC',
    categories: CATEGORY_PAGE_SUBCATEGORIES.hvac,
    priceHint: '$300+',
    serviceSlug: 'hvac',
    listing: PAGE_LISTINGS.hvac,
  },
  landscaping: {
    path: '/landscaping-services',
    title: 'Landscaping Projects',
    subtitle: 'Landscape design, native and sustainable gardens, commercial grounds and outdoor living spaces across the GTA.',
    description: 'Completed landscaping projects in the GTA: landscape design, sustainable gardens, commercial landscaping and outdoor living. Projects from $500+.',
    typeLabel: 'landscaping',
    categories: CATEGORY_PAGE_SUBCATEGORIES.landscaping,
    priceHint: '$500+',
    serviceSlug: 'landscaping',
    listing: PAGE_LISTINGS.landscaping,
  },
} satisfies Record<string, CategoryPageConfig>;

export const GeneralContractorPage = () => <CategoryListingPage config={CATEGORY_PAGES.general} />;
export const PlumbingPage = () => <CategoryListingPage config={CATEGORY_PAGES.plumbing} />;
export const ElectricalPage = () => <CategoryListingPage config={CATEGORY_PAGES.electrical} />;
export const HvacPage = () => <CategoryListingPage config={CATEGORY_PAGES.hvac} />;
export const LandscapingPage = () => <CategoryListingPage config={CATEGORY_PAGES.landscaping} />;
