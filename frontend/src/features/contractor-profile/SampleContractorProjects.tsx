import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ShowcaseProjectsQuery } from '../../app/marketplace';
import { ProjectCardGrid } from '../../app/marketplace/components/ProjectCardGrid';
import { DataView, EmptyState } from '../../app/ui/dataStates';

/** How many of a sample contractor's finished projects the profile shows. */
const MAX_PROFILE_PROJECTS = 6;

/** A sample contractor's finished sample projects (the server matches each sample's contractor to its number), as the API serves the samples, by number. */
export function SampleContractorProjects({ number }: { number: number }) {
  const { data, loading, error, refetch } = useQuery(ShowcaseProjectsQuery);
  const nodes = data?.projects.nodes;
  const projects = useMemo(
    () =>
      nodes
        ?.filter((project) => project.showcaseDetails?.contractorNumber === number)
        .sort((a, b) => (a.showcaseNumber ?? 0) - (b.showcaseNumber ?? 0))
        .slice(0, MAX_PROFILE_PROJECTS),
    [nodes, number],
  );
  return (
    <DataView
      data={projects}
      loading={loading && !nodes}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(list) => list.length === 0}
      placeholder={{ label: 'Loading projects...' }}
      errorTitle="Failed to fetch projects"
      empty={<EmptyState headingLevel="h3" title="No projects listed yet" description="This contractor's finished work will appear here." />}
    >
      {(list) => <ProjectCardGrid projects={list} />}
    </DataView>
  );
}
