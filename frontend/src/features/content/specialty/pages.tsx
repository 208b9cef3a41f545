import { CalendarClock, DollarSign, Layers, Truck } from 'lucide-react';
import { MOVING_TYPE_OPTIONS, VISUALIZATION_TYPE_OPTIONS } from './specialtyRules';
import { PAGE_LISTINGS } from '../listings';
import { FIGURE_TRADES } from '../../../app/content/figureTrades';
import { SpecialtyListingPage } from './SpecialtyListingPage';
import type { SpecialtyPageConfig } from './SpecialtyListingPage';

export const MOVING_PAGE: SpecialtyPageConfig = {
  path: '/moving-solutions',
  title: 'Moving Solutions',
  eyebrow: 'Moving in the GTA',
  subtitle: 'Local condo and house moves, office relocations and long-distance moves out of Toronto by insured crews who know condo move-in rules.',
  description: 'Local, long-distance and commercial moves across Toronto and the GTA by insured movers, from $800+, most done in 1-3 days.',
  stats: [
    { label: 'Moves completed', value: { figure: 'projectsCompleted' }, icon: Truck },
    { label: 'Starting price', value: 'From $800+', icon: DollarSign },
    { label: 'Typical duration', value: '1-3 days', icon: CalendarClock },
  ],
  servicesTitle: 'Our Moving Services',
  services: [
    { name: 'Residential Moves', text: 'Condos, townhouses and houses, with elevator bookings, floor protection and padded wrapping.' },
    { name: 'Commercial & Office Moves', text: 'After-hours and weekend relocations with IT crating and labelled floor plans.' },
    { name: 'Long-Distance Moves', text: 'Ottawa, Montréal and beyond, with inventory lists and guaranteed delivery windows.' },
    { name: 'Packing & Storage', text: 'Full or partial packing, supplies, and climate-controlled storage between closings.' },
  ],
  countLabel: 'Moving',
  typeField: 'movingType',
  typeOptions: MOVING_TYPE_OPTIONS,
  listing: PAGE_LISTINGS.moving,
  serviceSlug: 'moving-solutions',
  trade: FIGURE_TRADES.moving,
};

export const VISUALIZATION_PAGE: SpecialtyPageConfig = {
  path: '/architectural-visualization',
  title: 'Architectural Visualization',
  eyebrow: '3D renderings and walkthroughs',
  subtitle: 'Photorealistic renderings, floor plans and virtual walkthroughs for renovations, custom homes, pre-construction sales and permit presentations.',
  description: '3D architectural renderings and walkthroughs for GTA homeowners, builders and developers. From $500+, delivered in 3-10 days.',
  stats: [
    { label: 'Projects delivered', value: { figure: 'projectsCompleted' }, icon: Layers },
    { label: 'Starting price', value: 'From $500+', icon: DollarSign },
    { label: 'Typical turnaround', value: '3-10 days', icon: CalendarClock },
  ],
  servicesTitle: 'Our Visualization Services',
  services: [
    { name: 'Exterior Renderings', text: 'Street-facing views of additions, new builds and facade changes for committee of adjustment and neighbours.' },
    { name: 'Interior Renderings', text: 'Kitchens, bathrooms and open-concept plans with real finishes, so you choose before you build.' },
    { name: '3D Floor Plans', text: 'Furnished plans for listings, pre-construction sales and renovation planning.' },
    { name: 'Virtual Walkthroughs', text: 'Animated tours and 360° views of homes and commercial spaces before construction starts.' },
  ],
  countLabel: 'Visualization',
  typeField: 'visualizationType',
  typeOptions: VISUALIZATION_TYPE_OPTIONS,
  listing: PAGE_LISTINGS.visualization,
  serviceSlug: 'architectural-visualization',
  trade: FIGURE_TRADES.visualization,
};

export const MovingPage = () => <SpecialtyListingPage config={MOVING_PAGE} />;
export const VisualizationPage = () => <SpecialtyListingPage config={VISUALIZATION_PAGE} />;
