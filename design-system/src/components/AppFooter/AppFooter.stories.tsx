import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from './AppFooter';

const meta = {
  title: 'Layout/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
  // Example content only: the app passes its own brand, routes and copy.
  args: {
    brandName: 'GTA Home Pros',
    description: 'The home-improvement marketplace for Toronto and the GTA: browse finished work, post your renovation for free and compare quotes.',
    contact: { phone: '(416) 555-0142', email: 'hello@gtahomepros.ca', location: 'Toronto, Ontario' },
    linkGroups: [
      {
        title: 'Popular Services',
        links: [
          { label: 'Plumbing', href: '/services/plumbing' },
          { label: 'Electrical', href: '/services/electrical' },
          { label: 'HVAC', href: '/services/hvac' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About Us', href: '/about-us' },
          { label: 'How It Works', href: '/how-it-works' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ],
    social: {
      title: 'Follow Us',
      links: [
        { label: 'Facebook', href: 'https://www.facebook.com/gtahomepros' },
        { label: 'Instagram', href: 'https://www.instagram.com/gtahomepros' },
      ],
    },
    quotes: [
      { quote: 'Three bids in a day and our basement in East York was finished two weeks early.', name: 'Priya S.', location: 'East York', rating: 5 },
      { quote: 'The electrician pulled the ESA permit and upgraded our panel in one visit.', name: 'Marco D.', location: 'Woodbridge', rating: 5 },
      { quote: 'Clear quotes in CAD, no surprises, and a crew that cleaned up every evening.', name: 'Aisha K.', location: 'Port Credit', rating: 5 },
    ],
    copyright: '© 2025 GTA Home Pros. All rights reserved.',
  },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quotes, brand and contact lines, two link columns, social links and the closing line. */
export const Default: Story = {};

/** Only what a footer needs: brand, description and the closing line. */
export const Minimal: Story = { args: { contact: undefined, linkGroups: undefined, social: undefined, quotes: undefined } };
