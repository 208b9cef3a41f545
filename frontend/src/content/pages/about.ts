import type { SiteFigureKey } from '../schema';
import { IMG } from '../images';
import { BUSINESS_FIGURES } from '../business';
import type { ServiceIconName } from '../types';

export interface ValueItem {
  title: string;
  description: string;
  icon: ServiceIconName;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
  imageAlt: string;
}

export interface AboutContent {
  title: string;
  intro: string;
  mission: string;
  vision: string;
  values: ValueItem[];
  team: TeamMember[];
  /** The site's counted figures it shows (see useSiteFigures). */
  figures: readonly { figure: SiteFigureKey; label: string }[];
}

export const ABOUT_CONTENT: AboutContent = {
  title: 'About GTA Home Pros',
  intro:
    'GTA Home Pros started in 2020 in a Leslieville kitchen that was three months late and $20,000 over budget. Our founders set out to make hiring a contractor in Toronto as transparent as booking a flight: real reviews, verified licences and insurance, and quotes you can compare side by side.',
  mission:
    'To make every home project in the Greater Toronto Area simple, fair and safe by connecting homeowners with verified, licensed and insured local contractors, and giving both sides the information they need to work well together.',
  vision:
    'A GTA where every homeowner can find a trustworthy contractor in minutes, every good contractor can grow a business on the quality of their work, and every renovation is permitted, inspected and built to last through our winters.',
  values: [
    {
      title: 'Trust and Transparency',
      description: 'We check WSIB clearance, liability insurance and trade licences before a contractor can bid, and we show homeowners what we checked.',
      icon: 'Shield',
    },
    {
      title: 'Quality Workmanship',
      description: 'We promote contractors who pull permits, pass inspections and finish what they start, and we act on every review.',
      icon: 'Hammer',
    },
    {
      title: 'Local Expertise',
      description: 'Our team and our contractors know GTA housing, from Victorian semis to 1990s subdivisions and downtown condos, and the bylaws that come with them.',
      icon: 'Home',
    },
    {
      title: 'Fairness for Both Sides',
      description: 'Posting a project and receiving quotes is free for homeowners, and contractors compete on clear, comparable proposals.',
      icon: 'Sparkles',
    },
  ],
  team: [
    {
      name: 'Maya Desrosiers',
      role: 'Co-Founder & CEO',
      bio: 'Former project manager with a Toronto design-build firm. Maya has overseen more than 300 renovations and still visits job sites every week.',
      image: IMG.portrait,
      imageAlt: 'Portrait of Maya Desrosiers, co-founder and CEO',
    },
    {
      name: 'Arjun Mehta',
      role: 'Co-Founder & CTO',
      bio: 'Software engineer who built marketplace platforms in Waterloo before fixing up a 1911 Junction semi and deciding there had to be a better way to hire trades.',
      image: IMG.portrait,
      imageAlt: 'Portrait of Arjun Mehta, co-founder and CTO',
    },
    {
      name: 'Linda Osei',
      role: 'Head of Contractor Verification',
      bio: 'A licensed general contractor for 15 years, Linda leads the team that checks every contractor’s WSIB clearance, insurance, licences and references.',
      image: IMG.portrait,
      imageAlt: 'Portrait of Linda Osei, head of contractor verification',
    },
    {
      name: 'Tomás Alvarez',
      role: 'Homeowner Success Lead',
      bio: 'Tomás and his team help homeowners write clear project posts, compare proposals and resolve issues, answering every message within 24 hours.',
      image: IMG.portrait,
      imageAlt: 'Portrait of Tomás Alvarez, homeowner success lead',
    },
  ],
  figures: BUSINESS_FIGURES,
};
