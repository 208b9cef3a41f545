import { useQuery } from '@apollo/client/react';
import { Button, Container, EmptyState, Heading, LinkButton, Notice, showToast, Stack, StarRatingInput, Text } from '@marketplace/design-system';
import { REVIEW_SCORE_LABELS, REVIEW_SCORES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type ReviewScore } from '@marketplace/shared';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { FileSearch, LogIn } from 'lucide-react';
import { useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataView } from '../../app/ui/dataStates';
import type { ReviewProjectQuery as ReviewProjectResult } from '../../gql/graphql';
import { FocusFirstError, FormikTextareaField, useFieldError } from '../../forms';
import { errorCodeOf, fieldErrorsOf } from '../../app/graphql/errors';
import { signInHref } from '../../app/session/nextPath';
import { useViewer } from '../../app/session/useViewer';
import { Seo } from '../../app/seo/Seo';
import { databaseIdOf } from '../../app/marketplace';
import { ReviewProjectQuery } from './operations';
import { useSubmitReview } from './mutations/useSubmitReview';
import { ReviewCard } from '../../app/reviews/ReviewCard';
import { reviewSchema, type ReviewValues } from './schema';

const SCORE_HELP: Record<ReviewScore, string> = {
  quality: 'Workmanship, finishes and cleanup.',
  punctuality: 'Showed up when promised and kept to the schedule.',
  communication: 'Answered questions and explained permits, changes and costs.',
  value: 'What you got for the price you paid.',
};

function StarField({ name }: { name: ReviewScore }) {
  const [field, , helpers] = useField<number | null>(name);
  return (
    <StarRatingInput
      label={REVIEW_SCORE_LABELS[name]}
      name={name}
      value={field.value}
      required
      onChange={(value) => void helpers.setValue(value)}
      helperText={SCORE_HELP[name]}
      errorText={useFieldError(name)}
    />
  );
}

type ReviewProject = NonNullable<ReviewProjectResult['project']>;

const EMPTY: ReviewValues = { quality: null, punctuality: null, communication: null, value: null, text: '' };

/** Route `/project/:id/review`: the homeowner reviews the contractor they hired, once the project is completed. */
export function ReviewProjectPage() {
  const { id: routeId } = useParams();
  // Like /project/:id: db-<n> or a display id of 3000 and above is a stored project.
  const serverId = databaseIdOf(routeId);
  const id = serverId === null ? '' : String(serverId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { viewer, loading: viewerLoading } = useViewer();
  const { data, loading, error, refetch } = useQuery(ReviewProjectQuery, { variables: { id }, skip: serverId === null });
  const submitReview = useSubmitReview();
  const formRef = useRef<HTMLFormElement>(null);

  const project = data?.project;
  const hire = project?.hire?.contractorProfileId ? project.hire : undefined;
  const contractorName = hire?.contractorName ?? 'your contractor';
  const meta = <Seo title={project ? `Review ${contractorName}` : 'Review your contractor'} noindex />;

  const reviewPage = (project: ReviewProject) => {
    const submit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
      try {
        const review = await submitReview({
          projectId: project.id,
          quality: values.quality!,
          punctuality: values.punctuality!,
          communication: values.communication!,
          value: values.value!,
          text: values.text.trim(),
        });
        showToast({ type: 'success', title: 'Thank you for your review', description: `It now shows on ${contractorName}'s profile.` });
        await refetch();
        if (review) navigate(`/contractor/${review.contractorId}#review-${review.id}`);
      } catch (problem) {
        const fields = fieldErrorsOf(problem);
        if (fields) helpers.setErrors(fields);
        else {
          const message = problem instanceof Error ? problem.message : '';
          showToast({ type: 'error', title: 'Review not posted', description: errorCodeOf(problem) ? message : 'Please check your connection and try again.' });
        }
      }
    };

    return (
      <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        {meta}
        <Stack gap="6">
          <Stack gap="2">
            <Text textStyle="sm" color="fg.muted">
              {project.title}
              {project.location ? ` · ${project.location}` : ''}
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Review {contractorName}
            </Heading>
            <Text color="fg.muted">
              Your review helps other GTA homeowners choose. Only homeowners who hired a contractor through GTA Home Pros can review them, once per project, and a review cannot be changed after it is posted.
            </Text>
          </Stack>
          {project.hireReview ? (
            <Stack gap="4">
              <Notice tone="success">You reviewed {contractorName} for this project.</Notice>
              <ReviewCard review={project.hireReview} replierName={contractorName} />
              {hire?.contractorProfileId ? <LinkButton href={`/contractor/${hire.contractorProfileId}#reviews`} variant="outline" alignSelf="start">See it on {contractorName}&apos;s profile</LinkButton> : null}
            </Stack>
          ) : !viewer ? (
            <Stack gap="4" align="start">
              <Notice tone="info">Sign in with the e-mail you posted this project with to review {contractorName}.</Notice>
              <LinkButton href={signInHref(pathname)}>
                <LogIn aria-hidden="true" />
                Sign in to write your review
              </LinkButton>
            </Stack>
          ) : !project.viewerCanReview ? (
            <Stack gap="4" align="start">
              <Notice tone="info">
                {project.status !== 'COMPLETED'
                  ? 'You can review the contractor once the project is marked completed.'
                  : 'Only the homeowner who hired this contractor through GTA Home Pros can review them.'}
              </Notice>
              <LinkButton href={`/project/db-${project.id}`} variant="outline">
                Back to the project
              </LinkButton>
            </Stack>
          ) : (
            <Formik initialValues={EMPTY} validationSchema={reviewSchema} onSubmit={submit} validateOnBlur={false}>
              {({ isSubmitting, values }) => (
                <Form noValidate ref={formRef} aria-label={`Review of ${contractorName}`}>
                  <Stack gap="5">
                  <FocusFirstError formRef={formRef} />
                  {REVIEW_SCORES.map((score) => (
                    <StarField key={score} name={score} />
                  ))}
                  <FormikTextareaField
                    name="text"
                    label="Your review"
                    required
                    rows={6}
                    helpText={`What was done, how it went, and would you hire them again? ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters (${values.text.trim().length} so far). Please leave out phone numbers and full names.`}
                  />
                  <Button type="submit" size="lg" alignSelf="start" loading={isSubmitting} loadingText="Posting…">
                    Post review
                  </Button>
                  </Stack>
                </Form>
              )}
            </Formik>
          )}
        </Stack>
      </Container>
    );
  };

  return (
    <DataView
      // What the page offers depends on who is signed in: it waits for both answers.
      data={viewerLoading ? undefined : data}
      loading={loading || viewerLoading}
      error={error}
      onRetry={() => void refetch()}
      isEmpty={(answer) => !answer.project}
      placeholder={{ label: 'Loading your project...', variant: 'detail' }}
      errorTitle="We couldn't load this project"
      frame={(state) => (
        <Container maxW="3xl" py={{ base: '6', md: '10' }}>
          {meta}
          {state}
        </Container>
      )}
      empty={
        <Container maxW="3xl" py={{ base: '10', md: '16' }}>
          {meta}
          <Heading as="h1" srOnly>
            Review your contractor
          </Heading>
          <EmptyState icon={FileSearch} headingLevel="h2" title="Project not found" description="This project may have been removed, or the link is incomplete." action={<LinkButton href="/my-projects">My projects</LinkButton>} />
        </Container>
      }
    >
      {({ project }) => project && reviewPage(project)}
    </DataView>
  );
}

export default ReviewProjectPage;
