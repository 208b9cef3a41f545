import { ArrowRight, CalendarClock, DollarSign, MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Box, Button, HStack, LinkButton, ProjectCard, SimpleGrid, Text } from '@marketplace/design-system';
import { CARD_IMAGE_SIZES } from '../../app/marketplace/photos';
import { DASHBOARD_STATUS_OPTIONS } from '../../data/postForm';
import type { ProjectStatus } from '../../data/types';
import { canDelete, canEdit, formatDate, isDatabaseProject, projectPrice, proposalCountLabel, StatusSelect, statusOptionsFor } from '../../app/marketplace';
import type { MarketplaceProject } from '../../app/marketplace';
import { photoOrNone } from '../../app/ui/photo';

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
 * One project on the contractor dashboard: the design system's project card (cover, status and
 * urgency, category, title linking to the project, description, location) with what a contractor
 * bids on (price, timeline, quotes, who posted it and when) and, in place of the price row, the
 * status, details, edit and delete controls. Posted projects show only the controls the server
 * allows the viewer; samples offer every dashboard status (kept in page memory).
 */
export function DashboardProjectCard({ project, onStatusChange, onEdit, onDelete, busy = false }: DashboardProjectCardProps) {
  const posted = isDatabaseProject(project);
  const statusOptions = statusOptionsFor(project, DASHBOARD_STATUS_OPTIONS);
  const editable = canEdit(project);
  const deletable = canDelete(project);
  const photo = project.photos?.[0];
  return (
    <ProjectCard
      title={project.title}
      href={`/project/${project.id}`}
      imageUrl={photoOrNone(project.images[0])}
      imageSrcSet={photo?.srcset ?? undefined}
      imageSizes={CARD_IMAGE_SIZES}
      category={project.categoryLabel}
      description={project.description}
      descriptionLines={3}
      location={project.location}
      status={project.status}
      urgency={project.urgency}
      coverAspectRatio="16 / 9"
      footer={
        <>
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
        </>
      }
    >
      <SimpleGrid columns={2} gap="2" pt="1">
        <Meta icon={DollarSign}>{projectPrice(project)}</Meta>
        <Meta icon={CalendarClock}>{project.timeline}</Meta>
        <Box gridColumn="span 2" minW="0">
          <Meta icon={MessageSquareText}>{proposalCountLabel(project.proposalCount)}</Meta>
        </Box>
      </SimpleGrid>
      <Text textStyle="xs" color="fg.muted">
        Posted by {project.homeowner}
        {project.postedDate ? ` · ${formatDate(project.postedDate)}` : ''}
        {posted ? '' : ' · sample project'}
      </Text>
    </ProjectCard>
  );
}
