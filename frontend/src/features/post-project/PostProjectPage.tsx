import { INVITATIONS_PER_PROJECT, MAX_PHOTOS, MISSING_INFORMATION, PHOTO_HINT, PHOTO_TYPES, cityForLocation, tradeForCategory } from '@marketplace/shared';
import { Box, Button, Container, FileDropZone, Heading, HStack, LinkButton, Notice, PageHero, showToast, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { Form, Formik } from 'formik';
import type { FormikProps } from 'formik';
import { CheckCircle2, Clock, Send, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { BUDGET_RANGES, POST_FORM_CATEGORIES, PROJECT_TIMELINES, REVIEW_NOTE, URGENCY_OPTIONS } from '../../app/marketplace/formOptions';
import { FocusFirstError, FormikSelectField, FormikTextareaField, FormikTextField } from '../../forms';
import { Seo } from '../../app/seo/Seo';
import { addPhotos } from './photoSelection';
import { RequirementsField } from './RequirementsField';
import { LoadingState } from '@marketplace/design-system';

import { useViewer } from '../../app/session/useViewer';
import type { Viewer } from '../../app/session/useViewer';
import { initialPostProjectValues, postProjectSchemaFor, requiredFieldsFilled, requiredPostFields } from './schema';
import type { PostProjectValues } from './schema';
import { nextStepMessage, usePostProject } from './mutations/usePostProject';
import { directoryHref } from '../../app/pros/directoryHref';
import { useInviteToQuote } from '../../app/pros/mutations/useInviteToQuote';
import { useRequestedPro } from '../../app/pros/useRequestedPro';
import { useSearchParams } from 'react-router-dom';

const [missingTitle, missingDescription] = MISSING_INFORMATION.split(': ');
const CATEGORY_OPTIONS = POST_FORM_CATEGORIES.map((category) => category.name);

/** 'Missing Information' when a required field is blank once trimmed. */
function hasMissingRequired(values: PostProjectValues, signedIn: boolean): boolean {
  return requiredPostFields(signedIn).some((field) => values[field].trim() === '');
}

function FormCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="fieldset" gap="5" p={{ base: '5', md: '7' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
      <Heading as="legend" size="lg" float="left" width="full" mb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

interface PostProjectFormProps {
  formik: FormikProps<PostProjectValues>;
  photos: File[];
  setPhotos: (files: File[]) => void;
  /** The signed-in person; null asks for the e-mail that confirms the post. */
  viewer: Viewer | null;
}

function PostProjectForm({ formik, photos, setPhotos, viewer }: PostProjectFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, isSubmitting, handleSubmit } = formik;
  const signedIn = viewer !== null;
  const canSubmit = requiredFieldsFilled(values, signedIn) && !isSubmitting;

  return (
    <Form
      ref={formRef}
      noValidate
      aria-label="Post a project"
      onSubmit={(event) => {
        if (hasMissingRequired(values, signedIn)) showToast({ title: missingTitle, description: missingDescription, type: 'error' });
        handleSubmit(event);
      }}
    >
      <FocusFirstError formRef={formRef} />
      <Stack gap="6">
        <FormCard title="Project details">
          <FormikTextField name="title" label="Project Title" required placeholder="e.g. Basement finishing in a Leslieville semi" disabled={isSubmitting} />
          <FormikTextareaField
            name="description"
            label="Project Description"
            required
            rows={6}
            placeholder="Describe the work, the space, its current state and anything contractors should know (age of the house, access, permits you already have)."
            disabled={isSubmitting}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormikSelectField name="category" label="Category" required options={CATEGORY_OPTIONS} placeholder="Select a category" disabled={isSubmitting} />
            <FormikTextField name="location" label="Location" required helpText="Neighbourhood or city, e.g. Etobicoke, ON" disabled={isSubmitting} />
          </SimpleGrid>
          <RequirementsField disabled={isSubmitting} />
        </FormCard>

        <FormCard title="Budget and timing">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <FormikSelectField name="budget" label="Budget Range" required options={BUDGET_RANGES} placeholder="Select budget" disabled={isSubmitting} />
            <FormikSelectField name="timeline" label="Timeline" required options={PROJECT_TIMELINES} placeholder="Select timeline" disabled={isSubmitting} />
            <FormikSelectField name="urgency" label="Urgency" options={URGENCY_OPTIONS} disabled={isSubmitting} />
          </SimpleGrid>
        </FormCard>

        <FormCard title="Photos and contact">
          <FileDropZone
            label="Project Photos"
            optional
            inputLabel="Add project photos"
            hint={PHOTO_HINT}
            maxFiles={MAX_PHOTOS}
            accept={PHOTO_TYPES}
            select={addPhotos}
            files={photos}
            onFilesChange={setPhotos}
            disabled={isSubmitting}
          />
          <FormikTextField name="homeowner" label="Your Name" required autoComplete="name" disabled={isSubmitting} />
          {viewer ? (
            <Text textStyle="sm" color="fg.muted" data-testid="posting-as">
              Posting as{' '}
              <Text as="span" color="fg" fontWeight="semibold">
                {viewer.name || viewer.email}
              </Text>{' '}
              ({viewer.email})
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormikTextField
                name="email"
                label="Your E-mail"
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                helpText="We e-mail you a link to confirm it before your project goes to review. Never shown publicly."
                disabled={isSubmitting}
              />
              <FormikTextField
                name="phone"
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                placeholder="416-555-0123"
                helpText="Private: never shown publicly."
                disabled={isSubmitting}
              />
            </SimpleGrid>
          )}
        </FormCard>

        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'center' }} justify="space-between">
          <HStack gap="2" color="fg.muted" textStyle="sm">
            <Clock aria-hidden="true" size={16} />
            <Text>{REVIEW_NOTE}</Text>
          </HStack>
          <Button type="submit" size="lg" disabled={!canSubmit} loading={isSubmitting} loadingText="Posting project...">
            <Send aria-hidden="true" />
            Post Project
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

const BENEFITS = [
  'Free to post, no obligation to hire',
  'Quotes from verified, licensed and insured contractors',
  'Contractors respond within 24 hours',
  'Compare proposals side by side, then accept the one you like',
];

/** /post-project: a homeowner describes a project and contractors bid on it. */
export function PostProjectPage() {
  const postProject = usePostProject();
  const { viewer, loading: viewerLoading } = useViewer();
  const [photos, setPhotos] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [nextStep, setNextStep] = useState<string | null>(null);
  // Right after posting, the homeowner may choose pros to invite; invitations go out when the project is published.
  const [choosePros, setChoosePros] = useState<string | null>(null);
  const signedIn = viewer !== null;
  // "Request a quote" on a pro's card or profile: that pro is invited once the project is posted.
  const [searchParams] = useSearchParams();
  const requested = useRequestedPro(searchParams.get('pro'));
  const { invite } = useInviteToQuote();
  const initialValues = viewer ? { ...initialPostProjectValues, homeowner: viewer.name } : initialPostProjectValues;

  return (
    <>
      <Seo
        title="Request Quote"
        description="Post your renovation or repair project for free and get proposals from verified, licensed and insured contractors in Toronto and the GTA."
        path="/post-project"
      />
      <PageHero size="md" tone="subtle"
        eyebrow="Request Quote"
        title="Post Your Project"
        subtitle="Tell local contractors what you need. Posting is free, and verified pros send you proposals to compare."
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Stack gap="5" minW="0">
            {nextStep ? (
              <Notice tone="success" role="status">
                {nextStep}
              </Notice>
            ) : null}
            {requested && !nextStep ? (
              <Notice tone="info">
                {signedIn
                  ? `You are asking ${requested.businessName} for a quote: once your project is posted, they are invited to quote on it.`
                  : `You are asking ${requested.businessName} for a quote: after you confirm your e-mail address, invite them from your project page.`}
              </Notice>
            ) : null}
            {choosePros ? (
              <Stack gap="2" align="flex-start">
                <Text>Want particular pros to quote? Invite up to {INVITATIONS_PER_PROJECT}: they hear about your project as soon as it is published.</Text>
                <LinkButton href={choosePros} variant="outline">
                  Choose pros to invite
                </LinkButton>
              </Stack>
            ) : null}
            {viewerLoading ? (
              // A screen tall, like the form that replaces it: on a phone the aside below stays out of view
              // instead of showing and then jumping down (Lighthouse measured a layout shift of 0.14).
              <Box minH="100dvh">
                <LoadingState label="Loading the form..." variant="detail" />
              </Box>
            ) : (
              <Formik
                initialValues={initialValues}
                validationSchema={postProjectSchemaFor(signedIn)}
                onSubmit={async (values, helpers) => {
                  const outcome = await postProject(values, photos, { signedIn });
                  if (outcome.posted) {
                    setNextStep(nextStepMessage(outcome));
                    const { invitable } = outcome;
                    if (invitable && requested) {
                      try {
                        await invite(invitable.id, requested.id);
                        showToast({ type: 'success', title: `${requested.businessName} is invited`, description: 'They hear about your project as soon as it is published.' });
                      } catch (failure) {
                        showToast({ type: 'error', title: `We couldn’t invite ${requested.businessName}`, description: failure instanceof Error ? failure.message : String(failure) });
                      }
                    }
                    setChoosePros(
                      invitable
                        ? directoryHref({ trade: tradeForCategory(invitable.category), city: cityForLocation(invitable.location), invite: invitable.id })
                        : null,
                    );
                    helpers.resetForm();
                    setPhotos([]);
                    setPickerKey((key) => key + 1);
                  }
                }}
              >
                {(formik) => <PostProjectForm key={pickerKey} formik={formik} photos={photos} setPhotos={setPhotos} viewer={viewer} />}
              </Formik>
            )}
          </Stack>
          <Stack as="aside" gap="5" position={{ lg: 'sticky' }} top={{ lg: '24' }} aria-label="Why post with us">
            <Stack gap="4" p="6" borderRadius="card" bg="bg.brand" borderWidth="1px" borderColor="border.muted">
              <HStack gap="2" color="fg.brand">
                <ShieldCheck aria-hidden="true" />
                <Heading as="h2" size="md" color="fg">
                  Why post with us
                </Heading>
              </HStack>
              <Stack as="ul" gap="3" listStyleType="none">
                {BENEFITS.map((benefit) => (
                  <HStack as="li" key={benefit} gap="2" align="start">
                    <Box color="fg.success" mt="0.5" flexShrink={0}>
                      <CheckCircle2 aria-hidden="true" size={18} />
                    </Box>
                    <Text textStyle="sm">{benefit}</Text>
                  </HStack>
                ))}
              </Stack>
            </Stack>
            <Stack gap="2" p="6" borderRadius="card" borderWidth="1px" borderColor="border" bg="bg.panel">
              <Heading as="h2" size="sm">
                Ontario permits, sorted
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                Structural work, basement suites and additions usually need a City of Toronto building permit; electrical work needs an ESA notification and gas appliances a TSSA-registered fitter. Mention what you already have and contractors will quote for the rest.
              </Text>
            </Stack>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
