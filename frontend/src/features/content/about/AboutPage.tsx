import { figureOrWait, useSiteFigures } from '../../../app/content/useSiteFigures';
import { Card, Heading, Image, PageHero, Section, SimpleGrid, Stack, StatCard, Text, TrustBadge } from '@marketplace/design-system';
import { ABOUT_CONTENT } from '../../../content/pages';
import { Seo } from '../../../app/seo';
import { CallToAction } from '../../../app/content/CallToAction';
import { serviceIcon } from '../../../app/content/serviceIcons';
import { photoOrNone } from '../../../app/ui/photo';

function Statement({ title, text }: { title: string; text: string }) {
  return (
    <Card.Root borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
      <Card.Body gap="3">
        <Heading as="h2" size="2xl" color="fg">
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}


/** /about-us: mission, vision, values, team and figures. */
export function AboutPage() {
  const about = ABOUT_CONTENT;
  const figures = useSiteFigures();
  return (
    <>
      <Seo title="About Us" description={about.mission} path="/about-us" />
      <PageHero tone="subtle" eyebrow="About us" title={about.title} subtitle={about.intro}>
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
          {about.figures.map((figure) => (
            <StatCard key={figure.label} label={figure.label} value={figureOrWait(figure.figure, figures)} />
          ))}
        </SimpleGrid>
      </PageHero>
      <Section>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Statement title="Our Mission" text={about.mission} />
          <Statement title="Our Vision" text={about.vision} />
        </SimpleGrid>
      </Section>
      <Section title="Our Values" tone="subtle">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {about.values.map((value) => (
            <li key={value.title}>
              <TrustBadge layout="stacked" title={value.title} description={value.description} icon={serviceIcon(value.icon)} colorPalette="brand" />
            </li>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Meet the Team" description="The people who check every contractor and answer every message.">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: about.team.length === 4 ? 4 : 3 }} gap="6">
          {about.team.map((member) => (
            <li key={member.name}>
              <Card.Root borderRadius="card" boxShadow="card" bg="bg.panel" height="full" overflow="hidden">
                {photoOrNone(member.image) ? <Image src={member.image} alt={member.imageAlt} loading="lazy" aspectRatio="4 / 3" objectFit="cover" bg="bg.muted" /> : null}
                <Card.Body gap="1">
                  <Heading as="h3" size="md" color="fg">
                    {member.name}
                  </Heading>
                  <Text textStyle="sm" fontWeight="semibold" color="fg.brand">
                    {member.role}
                  </Text>
                  <Stack pt="2">
                    <Text textStyle="sm" color="fg.muted">
                      {member.bio}
                    </Text>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </Section>
      <CallToAction
        title="Start your project with people you can trust"
        text="Post your project for free and compare proposals from verified GTA contractors."
        primary={{ label: 'Post Your Project', href: '/post-project' }}
        secondary={{ label: 'Contact Us', href: '/contact' }}
      />
    </>
  );
}
