import { Container, PageHero, Text } from '@marketplace/design-system';
import { LEGAL_LAST_UPDATED_ISO } from '../../../content/business';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from '../../../content/pages';
import type { LegalDocument } from '../../../content/pages';
import { Seo } from '../../../app/seo';
import { Prose } from '../../../app/content/Prose';

/** A static legal page, dated August 15, 2025. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <Seo title={document.title} description={document.intro.slice(0, 155)} path={`/${document.slug}`} />
      <PageHero tone="subtle"
        eyebrow="Legal"
        title={document.title}
        subtitle={
          <>
            Last updated <time dateTime={LEGAL_LAST_UPDATED_ISO}>{document.lastUpdated}</time>
          </>
        }
      />
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Text color="fg" textStyle="lg" maxW="3xl" mb="8">
          {document.intro}
        </Text>
        <Prose sections={document.sections} />
      </Container>
    </>
  );
}

export const PrivacyPolicyPage = () => <LegalPage document={PRIVACY_POLICY} />;
export const TermsOfServicePage = () => <LegalPage document={TERMS_OF_SERVICE} />;
export const CookiePolicyPage = () => <LegalPage document={COOKIE_POLICY} />;
