import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Button, Heading, Notice, showToast, Stack } from '@marketplace/design-system';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { SERVICE_CATEGORIES, ALL_CATEGORIES_NAME } from '../../../content/categories';
import { CITIES } from '../../../content/cities';
import { graphql } from '../../../gql';
import type { ProfileForm_ProfileFragment } from '../../../gql/graphql';
import { FocusFirstError, FormikCheckboxGroupField, FormikTextField, FormikTextareaField } from '../../../forms';
import { fieldErrorsOf } from '../../../app/graphql/errors';

import { useUpdateContractorProfile } from './mutations/useUpdateContractorProfile';
import { profileSchema, type ProfileValues } from './schema';
import { UploadField } from './UploadField';
import { PortfolioField, type PortfolioItem } from './PortfolioField';

const TRADE_OPTIONS = SERVICE_CATEGORIES.filter((c) => c.name !== ALL_CATEGORIES_NAME).map((c) => ({ value: String(c.id), label: c.name }));
const AREA_OPTIONS = CITIES.map((city) => ({ value: city.slug, label: city.name }));

/** What the form starts from: the profile as saved. */
export const ProfileForm_profile = graphql(`
  fragment ProfileForm_profile on ContractorProfile {
    id
    businessName
    trades {
      id
    }
    serviceAreas {
      slug
    }
    yearsInBusiness
    bio
    logoUrl
    portfolio {
      name
      caption
      photo {
        url
      }
    }
  }
`);

/** The business profile homeowners see at /contractor/{id}. */
export function ProfileForm({ profile: from }: { profile: FragmentType<ProfileForm_ProfileFragment> }) {
  const { data: profile, complete } = useFragment({ fragment: ProfileForm_profile, from });
  return complete ? <ProfileFormFields profile={profile} /> : null;
}

/** The form itself, once the profile is in (its state starts from it). */
function ProfileFormFields({ profile }: { profile: ProfileForm_ProfileFragment }) {
  const save = useUpdateContractorProfile();
  const formRef = useRef<HTMLFormElement>(null);
  // The upload name is the URL's last segment, whether served from /api/uploads or a photo CDN.
  const [logo, setLogo] = useState<string | null>(profile.logoUrl ? (profile.logoUrl.split('/').pop() ?? null) : null);
  const [portfolio, setPortfolio] = useState<PortfolioItem[]>(profile.portfolio.map((item) => ({ photo: item.name, caption: item.caption ?? '', url: item.photo.url })));
  const initial: ProfileValues = {
    businessName: profile.businessName,
    trades: profile.trades.map((t) => String(t.id)),
    serviceAreas: profile.serviceAreas.map((a) => a.slug),
    yearsInBusiness: profile.yearsInBusiness == null ? '' : String(profile.yearsInBusiness),
    bio: profile.bio ?? '',
  };
  return (
    <Formik<ProfileValues>
      initialValues={initial}
      validationSchema={profileSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await save({
            businessName: values.businessName.trim(),
            trades: values.trades.map(Number),
            serviceAreas: values.serviceAreas,
            yearsInBusiness: values.yearsInBusiness.trim() === '' ? null : Number(values.yearsInBusiness),
            bio: values.bio.trim() || null,
            logo,
            portfolio: portfolio.map(({ photo, caption }) => ({ photo, caption: caption.trim() || null })),
          });
          showToast({ type: 'success', title: 'Profile saved', description: 'Homeowners see the changes on your profile now.' });
        } catch (error) {
          const fieldErrors = fieldErrorsOf(error);
          if (fieldErrors) helpers.setErrors(fieldErrors);
          else helpers.setStatus('We couldn’t save your profile. Please check your connection and try again.');
        }
      }}
    >
      {({ isSubmitting, status, errors }) => (
        <Form ref={formRef} noValidate aria-labelledby="profile-form-heading">
          <FocusFirstError formRef={formRef} />
          <Stack gap="5" p={{ base: '5', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
            <Heading as="h2" size="lg" id="profile-form-heading">
              Business profile
            </Heading>
            {typeof status === 'string' ? (
              <Notice tone="warning" role="alert">
                {status}
              </Notice>
            ) : null}
            <FormikTextField name="businessName" label="Business name" required autoComplete="organization" helpText="Proposals are sent under this name." disabled={isSubmitting} />
            <FormikCheckboxGroupField name="trades" required legend="Trades" options={TRADE_OPTIONS} helpText="Electrical work needs an ECRA/ESA licence and gas work a TSSA registration in Ontario." disabled={isSubmitting} />
            <FormikCheckboxGroupField name="serviceAreas" required legend="Cities you serve" options={AREA_OPTIONS} disabled={isSubmitting} />
            <FormikTextField name="yearsInBusiness" label="Years in business" inputMode="numeric" maxW="40" disabled={isSubmitting} />
            <FormikTextareaField name="bio" label="Short bio" helpText="What you do best and where: up to 1,000 characters." rows={4} disabled={isSubmitting} />
            <UploadField label="Logo" value={logo} previewUrl={profile.logoUrl} onChange={setLogo} disabled={isSubmitting} />
            <PortfolioField items={portfolio} onChange={setPortfolio} disabled={isSubmitting} error={(errors as Record<string, string | undefined>).portfolio} />
            <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={isSubmitting} loadingText="Saving…">
              Save profile
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
