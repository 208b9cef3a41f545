import { CARD_IMAGE_SIZES, responsiveImageProps } from '../marketplace/photos';
import { ArrowRight, CalendarClock, DollarSign, MapPin, MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Box, Button, Card, Heading, HStack, Image, LinkButton, ProjectStatusBadge, SimpleGrid, Stack, Text, UrgencyBadge } from '@marketplace/design-system';
import { DASHBOARD_STATUS_OPTIONS } from '../../data/postForm';
import type { ProjectStatus } from '../../data/types';
import { canDelete, canEdit, formatDate, isDatabaseProject, projectPrice, proposalCountLabel, StatusSelect, statusOptionsFor } from '../marketplace';
import type { MarketplaceProject } from '../marketplace';

export interface DashboardProjectCardProps {
  project: MarketplaceProject;
  onStatusChange: (status: ProjectStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** A save or delete of this project is running. */
  busy?: boolean;
}

function Meta({ icon: Icon, children }: { icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>; children: ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" textStyle="sm" minW="0">
      <Icon size={14} aria-hidden="true" />
      <Text as="span" truncate>
        {children}
      </Text>
    </HStack>
  );
}

/**
 * One project on the contractor dashboard: what it is, and status / details / edit / delete.
 * Posted projects show only the controls the server allows the viewer; samples keep the
 * spec's status dropdown (page memory).
 */
export function DashboardProjectCard({ project, onStatusChange, onEdit, onDelete, busy = false }: DashboardProjectCardProps) {
  const posted = isDatabaseProject(project);
  const statusOptions = statusOptionsFor(project, DASHBOARD_STATUS_OPTIONS);
  const editable = canEdit(project);
  const deletable = canDelete(project);
  return (
    <Card.Root as="article" aria-label={project.title} borderRadius="card" bg="bg.panel" boxShadow="card" overflow="hidden" height="full">
      <Box position="relative" aspectRatio="16 / 9" bg="bg.muted">
        <Image src={project.images[0]} {...responsiveImageProps(project.photos?.[0], CARD_IMAGE_SIZES)} alt="" width="full" height="full" objectFit="cover" loading="lazy" />
        <HStack position="absolute" top="3" insetStart="3" gap="1.5" wrap="wrap">
          <ProjectStatusBadge status={project.status} size="sm" bg="bg.panel" />
          <UrgencyBadge urgency={project.urgency} size="sm" bg="bg.panel" />
        </HStack>
      </Box>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.brand">
          {project.categoryLabel}
        </Text>
        <Heading as="h3" size="md" lineHeight="short">
          {project.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {project.description}
        </Text>
        <SimpleGrid columns={2} gap="2" pt="1">
          <Meta icon={DollarSign}>{projectPrice(project)}</Meta>
          <Meta icon={CalendarClock}>{project.timeline}</Meta>
          <Meta icon={MessageSquareText}>{proposalCountLabel(project.proposalCount)}</Meta>
          <Box gridColumn="span 2" minW="0">
            <Meta icon={MapPin}>{project.location}</Meta>
          </Box>
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          Posted by {project.homeowner}
          {project.postedDate ? ` · ${formatDate(project.postedDate)}` : ''}
          {posted ? '' : ' · sample project'}
        </Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" borderColor="border.muted" pt="4" px={{ base: '4', md: '5' }}>
        <HStack justify={statusOptions.length > 0 ? 'space-between' : 'flex-end'} align="flex-end" gap="3" wrap="wrap">
          {statusOptions.length > 0 ? (
            <StatusSelect
              label={`Status of ${project.title}`}
              hideLabel
              value={project.status}
              options={statusOptions}
              onChange={onStatusChange}
              disabled={busy}
            />
          ) : null}
          <LinkButton href={`/project/${project.id}`} size="sm" colorPalette="brand" aria-label={`View details of ${project.title}`}>
            View Details
            <ArrowRight aria-hidden="true" />
          </LinkButton>
        </HStack>
        {editable || deletable ? (
          <HStack gap="2" justify="flex-end">
            {editable ? (
              <Button size="sm" variant="outline" onClick={onEdit} disabled={busy} aria-label={`Edit ${project.title}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {deletable ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} loading={busy} loadingText="Deleting…" aria-label={`Delete ${project.title}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
