import { AppFooter } from '@marketplace/design-system';
import { BUSINESS } from '../../data/business';
import { FOOTER_CONTENT } from '../../data/content/site';
import { BRAND_NAME } from '../brand';

/** The design system's footer with the business's own links, quotes and contact details. */
export function SiteFooter() {
  return (
    <AppFooter
      brandName={BRAND_NAME}
      description={FOOTER_CONTENT.description}
      socialLinks={FOOTER_CONTENT.social}
      popularServices={FOOTER_CONTENT.popularServices}
      companyLinks={FOOTER_CONTENT.companyLinks}
      quotes={FOOTER_CONTENT.quotes}
      phone={BUSINESS.phone}
      email={BUSINESS.email}
    />
  );
}
