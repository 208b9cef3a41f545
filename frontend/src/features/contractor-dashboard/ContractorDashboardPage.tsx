import { useQuery } from '@apollo/client/react';
import { Briefcase, CircleCheckBig, DollarSign, FileText, HardHat, SearchX } from 'lucide-react';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Container, EmptyState, ErrorState, Heading, HStack, LinkButton, LoadingState, SimpleGrid, Stack, StatCard, TabGroup, Text } from '@marketplace/design-system';
import { signInHref } from '../../app/session/nextPath';
import { useViewer } from '../../app/session/useViewer';
import { MyProposalsList } from './MyProposalsList';
import { JobsList } from '../../app/agreements/JobsList';
import { MatchedProjectsList } from '../../app/leads/MatchedProjectsList';
import { ContractorStatusPanel } from './profile/ContractorStatusPanel';
import { Seo } from '../../app/seo/Seo';
import { allowedStatusOptions, mergeListed, projectNumber, useProjectActions } from '../../app/marketplace';
import { useSampleStatusMemory } from '../../app/marketplace/useSampleStatusMemory';
import { lazyDialog } from '../../app/ui/lazyDialog';
import type { ProjectEdit } from '../../app/marketplace';
import { DASHBOARD_TABS, projectsForTab, tabCounts } from './dashboardTabs';
import type { DashboardTab } from './dashboardTabs';
import type { ProjectStatus } from '../../app/marketplace/formOptions';
import { ContractorDashboardQuery, DashboardCountsQuery, DashboardProjectsQuery } from './operations';
import { useDashboardProjects } from './useDashboardProjects';
import type { DashboardListedProject } from './useDashboardProjects';

const REFETCH_AFTER_CHANGE = [DashboardProjectsQuery, DashboardCountsQuery];

/** The contractor-only tabs beside the four everyone sees (All Projects, Open for Bids, Urgent, Recently Posted): Matched for you (first, and where contractors land), My proposals and Jobs (hired work and its agreements). */
type DashboardView = DashboardTab | 'matched' | 'my-proposals' | 'jobs';

/** Visitors see what the dashboard is for and how to start bidding. */
function JoinBanner() {
  return (
    <Stack
      as="section"
      aria-labelledby="join-banner"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="4"
      p={{ base: '5', md: '6' }}
      borderRadius="card"
      bg="bg.brand"
      borderWidth="1px"
      borderColor="border.muted"
    >
      <HStack gap="3" align="start">
        <Box color="fg.brand" mt="0.5">
          <HardHat aria-hidden="true" />
        </Box>
        <Stack gap="1">
          <Heading as="h2" size="md" id="join-banner">
            Join as a contractor or sign in to bid
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Anyone can browse open projects. To send proposals, create a free contractor account: no lead fees, no commission.
          </Text>
        </Stack>
      </HStack>
      <HStack gap="3" wrap="wrap" flexShrink={0}>
        <LinkButton href="/contractors/join">Join as a contractor</LinkButton>
        <LinkButton href={signInHref('/contractor-dashboard')} variant="outline">
          Sign in
        </LinkButton>
      </HStack>
    </Stack>
  );
}
import { DashboardProjectCard } from './DashboardProjectCard';
import type { DashboardProjectTarget } from './DashboardProjectCard';

interface ProjectGridProps {
  projects: DashboardListedProject[];
  busyId: number | null;
  onStatusChange: (project: DashboardProjectTarget, status: ProjectStatus) => void;
  onEdit: (project: DashboardProjectTarget) => void;
  onDelete: (project: DashboardProjectTarget) => void;
}

/** A tab's cards. Memoized, with the page's handlers kept stable: a change elsewhere on the page (a count, the edit dialog) does not render them again. */
const ProjectGrid = memo(function ProjectGrid({ projects, busyId, onStatusChange, onEdit, onDelete }: ProjectGridProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
      {projects.map((project) => {
        const number = projectNumber(project);
        return <DashboardProjectCard key={number} project={project} busy={busyId === number} onStatusChange={onStatusChange} onEdit={onEdit} onDelete={onDelete} />;
      })}
    </SimpleGrid>
  );
});

/* The parts of the page a tab switch does not change, memoized: the page renders again with each switch (in a transition). */
const DashboardHero = memo(function DashboardHero() {
  return (
    <Box as="section" bg="bg.subtle" borderBottomWidth="1px" borderColor="border.muted" py={{ base: '8', md: '12' }}>
      <Container maxW="7xl">
        <Stack gap="2" maxW="3xl">
          <Text textStyle="sm" fontWeight="semibold" color="fg.brand" textTransform="uppercase" letterSpacing="wide">
            For Contractors
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            Contractor Dashboard
          </Heading>
          <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
            Find and bid on new home improvement projects from homeowners across Toronto and the GTA.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
});

const DashboardNumbers = memo(function DashboardNumbers({ available }: { available: number }) {
  return (
    <SimpleGrid as="section" aria-label="Your numbers" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard label="Available Projects" value={available} icon={Briefcase} helpText="Listed across the GTA" />
      <StatCard label="Active Bids" value={0} icon={FileText} colorPalette="purple" />
      <StatCard label="Completed Projects" value={0} icon={CircleCheckBig} colorPalette="green" />
      <StatCard label="Total Earnings" value="$0" icon={DollarSign} colorPalette="orange" />
    </SimpleGrid>
  );
});

const StatusPanel = memo(ContractorStatusPanel);
// The edit form (Formik and its fields) loads when first opened, not with the dashboard.
const EditDialog = memo(lazyDialog(async () => (await import('../../app/marketplace/components/EditProjectDialog')).EditProjectDialog, (props) => props.project !== undefined));

/**
 * Route `/contractor-dashboard`: open GTA projects to bid on, with status, edit and delete where
 * the viewer may. Anyone can browse; visitors are invited to join or sign in, and signed-in
 * contractors get a My proposals tab.
 */
export default function ContractorDashboardPage() {
  const actions = useProjectActions({ refetch: REFETCH_AFTER_CHANGE });
  const { viewer, loading: viewerLoading } = useViewer();
  const isContractor = viewer?.role === 'CONTRACTOR';
  // The contractor's own data (the status panel); the project lists and the contractor's tabs ask for theirs.
  const { data: mine } = useQuery(ContractorDashboardQuery, { skip: !isContractor, fetchPolicy: 'cache-and-network' });
  const myProfile = isContractor ? mine?.myContractorProfile : null;
  // `?tab=proposals` (the link in proposal e-mails) opens My proposals, `?tab=jobs` the Jobs tab, once the viewer is known to be a contractor.
  const [searchParams] = useSearchParams();
  // Null until the contractor picks a tab: contractors land on Matched for you, everyone else on All Projects.
  const [tab, setTab] = useState<DashboardView | null>(() => {
    const asked = searchParams.get('tab');
    return asked === 'proposals' ? 'my-proposals' : asked === 'jobs' ? 'jobs' : null;
  });
  const contractorOnly = tab === 'my-proposals' || tab === 'matched' || tab === 'jobs';
  const shownTab: DashboardView = tab === null ? (isContractor ? 'matched' : 'all') : contractorOnly && !isContractor ? 'all' : tab;
  // The tab strip follows a tap at once and this page in a transition (TabGroup): the old list stays,
  // dimmed, until the new one has rendered, so a tab switch never waits on a page of cards.
  const listTab: DashboardTab | null = shownTab === 'my-proposals' || shownTab === 'matched' || shownTab === 'jobs' ? null : shownTab;
  const { projects: loaded, samples, counts: serverCounts, countsLoading, loading, hasMore, loadingMore, loadMore, error, refetch } = useDashboardProjects(listTab);
  const [editing, setEditing] = useState<DashboardProjectTarget | null>(null);
  const [retrying, setRetrying] = useState(false);
  const listsRef = useRef<HTMLDivElement>(null);

  const { changeStatus, remove: removeProject } = actions;
  const rememberSampleStatus = useSampleStatusMemory();
  const counts = tabCounts(serverCounts, samples);
  const listed = useMemo(() => (listTab ? projectsForTab(mergeListed(loaded, samples), listTab) : []), [listTab, loaded, samples]);

  /**
   * The deleted card takes the focused Delete button with it: keyboard and screen-reader users
   * continue from the selected tab, whose count has gone down, instead of the top of the page.
   */
  const remove = useCallback(
    async (project: DashboardProjectTarget) => {
      if (await removeProject(project)) listsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    },
    [removeProject],
  );
  // A sample's status is the visitor's to try: it lasts on this page only (useSampleStatusMemory).
  const onStatusChange = useCallback(
    (project: DashboardProjectTarget, status: ProjectStatus) => (project.sample ? rememberSampleStatus(project.serverId, status) : void changeStatus(project, status)),
    [changeStatus, rememberSampleStatus],
  );
  const onDelete = useCallback((project: DashboardProjectTarget) => void remove(project), [remove]);
  // Stable props, so a tab switch does not render the (closed) edit dialog again.
  const { saveEdit: saveProjectEdit } = actions;
  const closeEdit = useCallback(() => setEditing(null), []);
  const saveEdit = useCallback((edit: ProjectEdit) => (editing ? saveProjectEdit(editing, edit) : Promise.resolve(false)), [editing, saveProjectEdit]);
  const statusOptions = useMemo(() => (editing?.viewerCan ? allowedStatusOptions(editing.viewerCan.statuses) : undefined), [editing]);

  const retry = async () => {
    setRetrying(true);
    try {
      await refetch();
    } catch {
      // The error state stays; the next poll tries again.
    } finally {
      setRetrying(false);
    }
  };

  const grid = (list: DashboardListedProject[], empty: string) =>
    loading ? (
      <LoadingState label="Loading projects..." showLabel count={3} />
    ) : list.length === 0 ? (
      <EmptyState title="No projects here yet" description={empty} icon={SearchX} headingLevel="h3" />
    ) : (
      <ProjectGrid projects={list} busyId={actions.busyId} onStatusChange={onStatusChange} onEdit={setEditing} onDelete={onDelete} />
    );

  const panel = (value: DashboardTab, empty: string) =>
    value !== listTab ? null : (
      <Stack gap="6">
        {grid(listed, empty)}
        {hasMore && !loading ? (
          <Button variant="outline" alignSelf="center" loading={loadingMore} loadingText="Loading projects..." onClick={() => void loadMore()}>
            Show more projects
          </Button>
        ) : null}
      </Stack>
    );

  return (
    <>
      <Seo
        title="Contractor Dashboard"
        description="Open renovation and repair projects posted by homeowners across Toronto and the GTA: filter by status, read the scope and send a proposal."
        path="/contractor-dashboard"
      />
      <DashboardHero />
      <Container maxW="7xl" py={{ base: '8', md: '10' }}>
        <Stack gap="8">
          <DashboardNumbers available={counts.all} />
          {!viewerLoading && !viewer ? <JoinBanner /> : null}
          {myProfile ? <StatusPanel profile={myProfile} /> : null}
          {error ? (
            <ErrorState
              title={error.message}
              description="Projects posted by homeowners could not be loaded; sample projects are still listed below. The list retries every 30 seconds."
              onRetry={() => void retry()}
              isRetrying={retrying}
            />
          ) : null}
          {/* Names the list for screen readers and keeps the heading levels in order (h1, h2, card h3s). */}
          <Heading as="h2" srOnly>
            Projects by status
          </Heading>
          {countsLoading ? (
            <LoadingState label="Loading projects..." showLabel count={3} />
          ) : (
            <Box ref={listsRef}>
              <TabGroup<DashboardView>
                label="Project lists"
                value={shownTab}
                onValueChange={setTab}
                items={[
                  ...(isContractor ? [{ value: 'matched' as const, label: 'Matched for you', content: shownTab === 'matched' ? <MatchedProjectsList /> : null }] : []),
                  ...DASHBOARD_TABS.map(({ value, label, empty }) => ({ value, label, count: counts[value], content: panel(value, empty) })),
                  ...(isContractor ? [{ value: 'my-proposals' as const, label: 'My proposals', content: shownTab === 'my-proposals' ? <MyProposalsList /> : null }] : []),
                  ...(isContractor ? [{ value: 'jobs' as const, label: 'Jobs', content: shownTab === 'jobs' ? <JobsList /> : null }] : []),
                ]}
              />
            </Box>
          )}
        </Stack>
      </Container>
      <EditDialog
        project={editing ?? undefined}
        fields={editing?.viewerCan?.fields}
        statusOptions={statusOptions}
        onClose={closeEdit}
        onSave={saveEdit}
      />
    </>
  );
}
