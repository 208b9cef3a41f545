import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { Calculator, CalendarClock, CheckCircle2, DollarSign, MapPin } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Box, Card, Heading, HStack, Image, SimpleGrid, Stack, TestimonialCard, Text } from '@marketplace/design-system';
import { graphql } from '../../gql';
import type { ProjectSummary_ProjectFragment } from '../../gql/graphql';
import { projectPrice } from '../../app/marketplace';
import { responsiveImageProps } from '../../app/marketplace/photos';
import { photoOrNone } from '../../app/ui/photo';

function Fact({ icon: Icon, label, children }: { icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>; label: string; children: ReactNode }) {
  // dt and dd sit directly in the grid item div, as a definition list requires.
  return (
    <Box p="4" borderRadius="l3" bg="bg.subtle" borderWidth="1px" borderColor="border.muted" minW="0">
      <HStack as="dt" gap="2" textStyle="xs" color="fg.muted" fontWeight="medium" textTransform="uppercase" letterSpacing="wide">
        <Box as="span" color="fg.brand">
          <Icon size={16} aria-hidden="true" />
        </Box>
        {label}
      </HStack>
      <Text as="dd" mt="1" ps="6" fontWeight="semibold" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

function TextCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" borderRadius="card" bg="bg.panel" boxShadow="card">
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}

/** The first photo spans the main column (two thirds of a 6xl page from lg up); the others are a 3- or 5-column strip. */
const LEAD_SIZES = '(min-width: 62em) 740px, 100vw';
const STRIP_SIZES = '(min-width: 48em) 200px, 33vw';

/** The project itself, a sample's finished work (price, scope, testimonials) included. */
export const ProjectSummary_project = graphql(`
  fragment ProjectSummary_project on Project {
    id
    title
    description
    budget
    timeline
    location
    imageUrls
    photos {
      url
      width
      height
      srcset
    }
    requirements
    status
    estimatedCost
    contractorNotes
    showcase
    showcaseDetails {
      price
      projectScope
      imageAlt
      testimonials {
        name
        rating
        comment
        date
      }
    }
  }
`);

const orUndefined = (value: string | null | undefined) => (value == null || value === '' ? undefined : value);

/** The project itself: first photo, key facts, description, requirements and contractor notes. */
export function ProjectSummary({ project: ref }: { project: FragmentType<ProjectSummary_ProjectFragment> }) {
  const { data: project, complete } = useFragment({ fragment: ProjectSummary_project, from: ref });
  if (!complete) return null;
  const isSample = project.showcase;
  const details = project.showcaseDetails;
  const price = orUndefined(details?.price);
  const description = project.description || details?.projectScope || '';
  const projectScope = details?.projectScope || description;
  const estimatedCost = orUndefined(project.estimatedCost);
  const contractorNotes = orUndefined(project.contractorNotes);
  const testimonials = details?.testimonials ?? [];
  // Real photos only, each with its stored sizes (posted photos; a sample's have none); the stand-in image draws no frame.
  const shown = project.imageUrls.map((url, index) => ({ url, photo: isSample ? undefined : project.photos[index] })).filter((image) => photoOrNone(image.url));
  const [first, ...more] = shown;
  const firstImage = first?.url;
  return (
    <Stack gap="6">
      {firstImage ? (
        <Box borderRadius="card" overflow="hidden" bg="bg.muted" aspectRatio={{ base: '4 / 3', md: '16 / 9' }}>
          <Image
            src={firstImage}
            {...responsiveImageProps(first?.photo, LEAD_SIZES)}
            alt={details?.imageAlt ?? `Photo of ${project.title}`}
            width="full"
            height="full"
            objectFit="cover"
          />
        </Box>
      ) : null}
      {more.length > 0 && !isSample ? (
        <SimpleGrid columns={{ base: 3, md: 5 }} gap="2" aria-label="More photos">
          {more.map(({ url, photo }, index) => (
            <Box key={`${url}-${index}`} borderRadius="l2" overflow="hidden" aspectRatio="1" bg="bg.muted">
              <Image
                src={url}
                {...responsiveImageProps(photo, STRIP_SIZES)}
                alt={`Photo ${index + 2} of ${project.title}`}
                width="full"
                height="full"
                objectFit="cover"
                loading="lazy"
              />
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
        <Fact icon={DollarSign} label={price ? 'Final price' : 'Budget'}>
          {projectPrice({ price, budget: project.budget })}
        </Fact>
        <Fact icon={CalendarClock} label="Timeline">
          {project.timeline || 'Flexible'}
        </Fact>
        <Fact icon={MapPin} label="Location">
          {project.location}
        </Fact>
        <Fact icon={Calculator} label="Contractor estimate">
          {estimatedCost ?? price ?? 'Not estimated yet'}
        </Fact>
      </SimpleGrid>
      <TextCard title="Project Description">
        <Text color="fg" whiteSpace="pre-line">
          {description}
        </Text>
        {isSample && projectScope !== description ? (
          <Text color="fg.muted" mt="3" textStyle="sm">
            {projectScope}
          </Text>
        ) : null}
      </TextCard>
      <TextCard title={project.status === 'COMPLETED' && isSample ? 'What Was Delivered' : 'Requirements'}>
        {project.requirements.length > 0 ? (
          <Stack as="ul" gap="2.5" listStyleType="none" ms="0">
            {project.requirements.map((requirement) => (
              <HStack as="li" key={requirement} align="flex-start" gap="2.5">
                <Box as="span" color="fg.success" pt="0.5" flexShrink={0}>
                  <CheckCircle2 size={18} aria-hidden="true" />
                </Box>
                <Text as="span">{requirement}</Text>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No specific requirements listed. Ask the homeowner in your proposal.</Text>
        )}
      </TextCard>
      <TextCard title="Contractor Notes">
        <Text color={contractorNotes ? 'fg' : 'fg.muted'} whiteSpace="pre-line">
          {contractorNotes ?? 'No contractor notes yet.'}
        </Text>
      </TextCard>
      {testimonials.length > 0 ? (
        <Stack as="section" aria-labelledby="testimonials-heading" gap="4">
          <Heading as="h2" size="lg" id="testimonials-heading">
            What Clients Said
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {testimonials.map((testimonial, index) => (
              <TestimonialCard
                key={index}
                quote={testimonial.comment}
                name={testimonial.name}
                rating={testimonial.rating}
                location={project.location}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
