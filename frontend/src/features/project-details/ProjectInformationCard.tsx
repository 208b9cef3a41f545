import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Card, Grid, Heading, ProjectStatusBadge, Text, UrgencyBadge } from '@marketplace/design-system';
import { graphql } from '../../gql';
import type { ProjectInformationCard_ProjectFragment } from '../../gql/graphql';
import { categoryLabelOf, DATABASE_OFFSET, formatDate, statusFromApi, urgencyFromApi } from '../../app/marketplace';

/** The record's facts, a sample's contractor and rating among them. */
export const ProjectInformationCard_project = graphql(`
  fragment ProjectInformationCard_project on Project {
    id
    category
    status
    urgency
    homeowner
    postedOn
    startedOn
    completedOn
    showcase
    showcaseNumber
    showcaseDetails {
      contractorName
      rating
      reviewCount
      area
    }
  }
`);

function sourceLabel(project: ProjectInformationCard_ProjectFragment): string {
  if (!project.showcase) return 'Posted by a homeowner';
  return project.status === 'COMPLETED' ? 'Completed sample project' : 'Sample open project';
}

/** Project Information: the record's facts, plus the second status selector where the viewer may change it. */
export function ProjectInformationCard({ project: ref, statusControl }: { project: FragmentType<ProjectInformationCard_ProjectFragment>; statusControl?: ReactNode }) {
  const { data: project, complete } = useFragment({ fragment: ProjectInformationCard_project, from: ref });
  if (!complete) return null;
  const details = project.showcaseDetails;
  // A sample keeps its public number; a posted project's page is its id + 3000.
  const number = project.showcaseNumber ?? Number(project.id) + DATABASE_OFFSET;
  // A finished sample shows when it was finished, not when its row was written.
  const finishedSample = project.showcase && project.status === 'COMPLETED';
  const rows: Array<[string, ReactNode]> = [
    ['Project ID', `#${number}`],
    ['Category', categoryLabelOf(project.category)],
    // Badges may wrap: with enlarged text the value column is narrower than one line of them.
    ['Status', <ProjectStatusBadge key="status" status={statusFromApi(project.status)} size="sm" whiteSpace="normal" />],
    ['Urgency', <UrgencyBadge key="urgency" urgency={urgencyFromApi(project.urgency)} size="sm" whiteSpace="normal" />],
    ['Homeowner', project.homeowner],
  ];
  if (project.postedOn && !finishedSample) rows.push(['Posted', formatDate(project.postedOn)]);
  if (project.startedOn) rows.push(['Started', formatDate(project.startedOn)]);
  if (project.completedOn) rows.push(['Completed', formatDate(project.completedOn)]);
  if (details?.contractorName) rows.push(['Contractor', details.contractorName]);
  if (details?.rating != null) rows.push(['Rating', `${details.rating.toFixed(1)} / 5 (${details.reviewCount ?? 0} reviews)`]);
  if (details?.area) rows.push(['Area', details.area]);
  rows.push(['Source', sourceLabel(project)]);

  return (
    <Card.Root as="section" aria-labelledby="project-info-heading" borderRadius="card" bg="bg.panel" boxShadow="card">
      <Card.Header>
        <Heading as="h2" size="lg" id="project-info-heading">
          Project Information
        </Heading>
      </Card.Header>
      <Card.Body gap="5" pt="3">
        <Grid as="dl" templateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="2.5" alignItems="center" textStyle="sm">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
                {value}
              </Text>
            </Fragment>
          ))}
        </Grid>
        {statusControl}
      </Card.Body>
    </Card.Root>
  );
}
