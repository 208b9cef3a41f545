import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { Card, Grid, Heading, ProjectStatusBadge, Text, UrgencyBadge } from '@marketplace/design-system';
import { formatDate } from '../../app/marketplace';
import type { MarketplaceProject } from '../../app/marketplace';

const SOURCE_LABEL: Record<MarketplaceProject['source'], string> = {
  database: 'Posted by a homeowner',
  'open-sample': 'Sample open project',
  sample: 'Completed sample project',
  'listing-sample': 'Completed sample project',
};

/** Project Information: the record's facts, plus the second status selector for database projects. */
export function ProjectInformationCard({ project, statusControl }: { project: MarketplaceProject; statusControl?: ReactNode }) {
  const rows: Array<[string, ReactNode]> = [
    ['Project ID', `#${project.id}`],
    ['Category', project.categoryLabel],
    // Badges may wrap: with enlarged text the value column is narrower than one line of them.
    ['Status', <ProjectStatusBadge key="status" status={project.status} size="sm" whiteSpace="normal" />],
    ['Urgency', <UrgencyBadge key="urgency" urgency={project.urgency} size="sm" whiteSpace="normal" />],
    ['Homeowner', project.homeowner],
  ];
  if (project.postedDate) rows.push(['Posted', formatDate(project.postedDate)]);
  if (project.startDate) rows.push(['Started', formatDate(project.startDate)]);
  if (project.completionDate) rows.push(['Completed', formatDate(project.completionDate)]);
  if (project.contractor) rows.push(['Contractor', project.contractor]);
  if (project.rating !== undefined) rows.push(['Rating', `${project.rating.toFixed(1)} / 5 (${project.reviews ?? 0} reviews)`]);
  if (project.area) rows.push(['Area', project.area]);
  rows.push(['Source', SOURCE_LABEL[project.source]]);

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
