import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@chakra-ui/react/stack';
import { Award, MapPin, ShieldCheck } from 'lucide-react';
import { LinkButton } from '../../navigation/AppLink';
import { placeholderImage } from '../../stories-support/placeholder';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { TrustBadge } from '../TrustBadge/TrustBadge';
import { PageHero } from './PageHero';

const meta = {
  title: 'Layout/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Toronto · Mississauga · Brampton · Markham · Vaughan',
    title: 'Home renovations across the GTA, done right',
    subtitle: 'Post your project for free and compare quotes from licensed, insured local contractors within 24 hours.',
    actions: (
      <>
        <LinkButton href="/post-project" colorPalette="maple" size="lg">Get Free Quote</LinkButton>
        <LinkButton href="/contact" variant="outline" size="lg">Contact Us</LinkButton>
      </>
    ),
    children: (
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" pt="4">
        <TrustBadge title="Licensed & Insured" icon={ShieldCheck} />
        <TrustBadge title="Quality Guaranteed" icon={Award} colorPalette="maple" />
        <TrustBadge title="Local Toronto Team" icon={MapPin} colorPalette="blue" />
      </Stack>
    ),
    imageUrl: placeholderImage(800, 600, 'kitchen'),
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home hero on the brand band with trust badges. */
export const Home: Story = {};

/** Service x city page: breadcrumb, light tint, no image. */
export const ServiceInCity: Story = {
  args: {
    tone: 'subtle',
    imageUrl: undefined,
    eyebrow: undefined,
    children: undefined,
    title: 'Plumbing in Mississauga, Ontario',
    subtitle: 'Licensed plumbers for Port Credit condos and Streetsville century homes. Starting from $150/hour.',
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Services', href: '/services' },
          { label: 'Plumbing', href: '/services/plumbing' },
          { label: 'Mississauga, Ontario', href: '/services/plumbing/mississauga' },
        ]}
      />
    ),
    actions: <LinkButton href="/post-project">Get Free Quote</LinkButton>,
  },
};

export const Centered: Story = {
  args: { align: 'center', imageUrl: undefined, children: undefined, title: 'How It Works', eyebrow: undefined, actions: undefined },
};

/** The compact band at the top of an app screen (My projects, a form, a console), its action beside the title. */
export const AppScreen: Story = {
  args: {
    size: 'md',
    tone: 'subtle',
    imageUrl: undefined,
    children: undefined,
    eyebrow: 'Your account',
    title: 'My projects',
    subtitle: 'Your posts, whether they are published, and the proposals contractors sent.',
    actions: <LinkButton href="/post-project">Post a Project</LinkButton>,
  },
};
