import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

const LatestProjectsQuery = graphql(`
  query LatestProjects($first: Int) {
    projects(first: $first) {
      totalCount
      nodes {
        id
        title
        location
        budget
        status
      }
    }
  }
`);

/** Temporary landing screen: the newest projects, straight from the API. */
export function LatestProjects() {
  const { data, loading, error } = useQuery(LatestProjectsQuery, { variables: { first: 12 } });
  if (loading) return <p>Loading projects...</p>;
  if (error) return <p role="alert">Failed to fetch projects</p>;
  const projects = data?.projects.nodes ?? [];
  return (
    <section aria-labelledby="latest-heading">
      <h2 id="latest-heading">Latest projects ({data?.projects.totalCount ?? 0})</h2>
      {projects.length === 0 ? (
        <p>No projects posted yet.</p>
      ) : (
        <ul>
          {projects.map((project) => (
            <li key={project.id} data-testid="project-item">
              <strong>{project.title}</strong> — {project.location} — {project.budget}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
