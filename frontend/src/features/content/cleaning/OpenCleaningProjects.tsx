import { AppLink, Button, Card, Heading, HStack, ProjectStatusBadge, SimpleGrid, Stack, Text, UrgencyBadge } from '@marketplace/design-system';
import { Calendar, DollarSign, MapPin } from 'lucide-react';
import { useState } from 'react';
import { OPEN_CLEANING_PROJECTS } from '../../../data/projects';
import type { OpenProject } from '../../../data/types';
import { LazyProposalDialog } from '../../proposals/LazyProposalDialog';
import { Section } from '../../../app/content/Section';

function Fact({ icon: Icon, children }: { icon: typeof MapPin; children: string }) {
  return (
    <HStack gap="2" color="fg.muted" textStyle="sm">
      <Icon size={16} aria-hidden="true" />
      <Text as="span">{children}</Text>
    </HStack>
  );
}

function OpenProjectCard({ project, onPropose }: { project: OpenProject; onPropose: () => void }) {
  return (
    <Card.Root as="article" borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <ProjectStatusBadge status={project.status} />
          <UrgencyBadge urgency={project.urgency} />
        </HStack>
        <Heading as="h3" size="md" color="fg">
          <AppLink href={`/project/${project.id}`} color="fg">
            {project.title}
          </AppLink>
        </Heading>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {project.description}
        </Text>
        <Stack gap="1">
          <Fact icon={MapPin}>{project.location}</Fact>
          <Fact icon={DollarSign}>{project.budget}</Fact>
          <Fact icon={Calendar}>{project.timeline}</Fact>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text textStyle="xs" color="fg.muted">
          {project.proposalCount} proposals so far
        </Text>
        <Button colorPalette="brand" onClick={onPropose} aria-label={`Submit Proposal for ${project.title}`}>
          Submit Proposal
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Open cleaning jobs homeowners have posted; contractors bid through the shared proposal dialog. */
export function OpenCleaningProjects() {
  const [selected, setSelected] = useState<OpenProject | null>(null);
  return (
    <Section title="Open Cleaning Projects" intro="Homeowners and businesses looking for a cleaner now. Contractors: send your proposal." tone="subtle">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {OPEN_CLEANING_PROJECTS.map((project) => (
          <li key={project.id}>
            <OpenProjectCard project={project} onPropose={() => setSelected(project)} />
          </li>
        ))}
      </SimpleGrid>
      {selected ? (
        <LazyProposalDialog
          projectId={selected.id}
          sample
          projectTitle={selected.title}
          open
          onOpenChange={(open) => {
            if (!open) setSelected(null);
          }}
        />
      ) : null}
    </Section>
  );
}
