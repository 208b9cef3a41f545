import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ArrowRight, CalendarClock, DollarSign, MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Box, Button, HStack, LinkButton, ProjectCard, SimpleGrid, Text } from '@marketplace/design-system';
import { graphql } from '../../gql';
import type { DashboardProjectCard_ProjectFragment } from '../../gql/graphql';
import { CARD_IMAGE_SIZES } from '../../app/marketplace/photos';
import { categoryLabelOf } from '../../app/marketplace/categoryLabel';
import { projectNumber, projectPath } from '../../app/marketplace/projectNumber';
import { DASHBOARD_STATUS_OPTIONS } from '../../app/marketplace/formOptions';
import type { ProjectStatus } from '../../app/marketplace/formOptions';
import { canDelete, canEdit, formatDate, permissionsFromApi, projectPrice, proposalCountLabel, StatusSelect, statusFromApi, statusOptionsFor, urgencyFromApi } from '../../app/marketplace';
import type { ProjectPermissions } from '../../app/marketplace';
import { photoOrNone } from '../../app/ui/photo';

/** What a project's card on the contractor dashboard shows, and what its controls act on. */
export const DashboardProjectCard_project = graphql(`
  fragment DashboardProjectCard_project on Project {
    id
    title
    description
    category
    location
    status
    urgency
    budget
    timeline
    homeowner
    postedOn
    proposalCount
    estimatedCost
    contractorNotes
    imageUrls
    photos {
      srcset
    }
    showcaseNumber
    showcaseDetails {
      statedProposalCount
    }
    viewerCan {
      statuses
      fields
      delete
    }
  }
`);

/**
 * The project a card's control acts on: its number (the page's busy marker, the server id of a posted
 * one), its server id, and what the edit dialog starts from. A sample has no permissions: its status
 * changes stay in page memory.
 */
export interface DashboardProjectTarget {
  id: number;
  serverId: string;
  sample: boolean;
  title: string;
  status: ProjectStatus;
  timeline: string;
  estimatedCost?: string;
  contractorNotes?: string;
  viewerCan?: ProjectPermissions;
}

export interface DashboardProjectCardProps {
  project: FragmentType<DashboardProjectCard_ProjectFragment>;
  onStatusChange: (project: DashboardProjectTarget, status: ProjectStatus) => void;
  onEdit: (project: DashboardProjectTarget) => void;
  onDelete: (project: DashboardProjectTarget) => void;
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

function targetOf(project: DashboardProjectCard_ProjectFragment): DashboardProjectTarget {
  const sample = project.showcaseNumber != null;
  return {
    id: projectNumber(project),
    serverId: project.id,
    sample,
    title: project.title,
    status: statusFromApi(project.status),
    timeline: project.timeline,
    estimatedCost: project.estimatedCost || undefined,
    contractorNotes: project.contractorNotes || undefined,
    viewerCan: sample ? undefined : permissionsFromApi(project.viewerCan),
  };
}

/**
 * One project on the contractor dashboard: the design system's project card (cover, status and
 * urgency, category, title linking to the project, description, location) with what a contractor
 * bids on (price, timeline, quotes, who posted it and when) and, in place of the price row, the
 * status, details, edit and delete controls. Posted projects show only the controls the server
 * allows the viewer; samples offer every dashboard status (kept in page memory).
 */
export function DashboardProjectCard({ project: ref, onStatusChange, onEdit, onDelete, busy = false }: DashboardProjectCardProps) {
  const { data: project, complete } = useFragment({ fragment: DashboardProjectCard_project, from: ref });
  if (!complete) return null;
  const target = targetOf(project);
  const statusOptions = statusOptionsFor(target, DASHBOARD_STATUS_OPTIONS);
  const editable = canEdit(target);
  const deletable = canDelete(target);
  const href = projectPath(project);
  // A sample's proposals are not rows: its page states how many it has.
  const proposalCount = target.sample ? (project.showcaseDetails?.statedProposalCount ?? 0) : project.proposalCount;
  return (
    <ProjectCard
      title={project.title}
      href={href}
      imageUrl={photoOrNone(project.imageUrls[0])}
      imageSrcSet={project.photos[0]?.srcset ?? undefined}
      imageSizes={CARD_IMAGE_SIZES}
      category={categoryLabelOf(project.category)}
      description={project.description}
      descriptionLines={3}
      location={project.location}
      status={target.status}
      urgency={urgencyFromApi(project.urgency)}
      coverAspectRatio="16 / 9"
      footer={
        <>
          <HStack justify={statusOptions.length > 0 ? 'space-between' : 'flex-end'} align="flex-end" gap="3" wrap="wrap">
            {statusOptions.length > 0 ? (
              <StatusSelect
                label={`Status of ${project.title}`}
                hideLabel
                value={target.status}
                options={statusOptions}
                onChange={(status) => onStatusChange(target, status)}
                disabled={busy}
              />
            ) : null}
            <LinkButton href={href} size="sm" colorPalette="brand" aria-label={`View details of ${project.title}`}>
              View Details
              <ArrowRight aria-hidden="true" />
            </LinkButton>
          </HStack>
          {editable || deletable ? (
            <HStack gap="2" justify="flex-end">
              {editable ? (
                <Button size="sm" variant="outline" onClick={() => onEdit(target)} disabled={busy} aria-label={`Edit ${project.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              ) : null}
              {deletable ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(target)} loading={busy} loadingText="Deleting…" aria-label={`Delete ${project.title}`}>
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
        <Meta icon={DollarSign}>{projectPrice({ budget: project.budget })}</Meta>
        <Meta icon={CalendarClock}>{project.timeline}</Meta>
        <Box gridColumn="span 2" minW="0">
          <Meta icon={MessageSquareText}>{proposalCountLabel(proposalCount)}</Meta>
        </Box>
      </SimpleGrid>
      <Text textStyle="xs" color="fg.muted">
        Posted by {project.homeowner}
        {project.postedOn ? (
          <>
            {' · '}
            {/* The posting day on Toronto's calendar, as the server decided it: machine-readable, and shown without an Intl formatter. */}
            <time dateTime={project.postedOn}>{formatDate(project.postedOn)}</time>
          </>
        ) : null}
        {target.sample ? ' · sample project' : ''}
      </Text>
    </ProjectCard>
  );
}
