import { AppFooter } from '@marketplace/design-system';
import { BUSINESS } from '../../content/business';
import { FOOTER_CONTENT, copyrightText } from '../../content/pages/site';
import { BRAND_NAME } from '../brand';

/** The design system's footer with the business's own links, quotes and contact details. */
export function SiteFooter() {
  return (
    <AppFooter
      brandName={BRAND_NAME}
      description={FOOTER_CONTENT.description}
      contact={{ phone: BUSINESS.phone, email: BUSINESS.email, location: BUSINESS.locationText }}
      linkGroups={[
        { title: 'Popular Services', links: FOOTER_CONTENT.popularServices },
        { title: 'Company', links: FOOTER_CONTENT.companyLinks },
      ]}
      social={{ title: FOOTER_CONTENT.socialTitle, links: FOOTER_CONTENT.social }}
      quotes={FOOTER_CONTENT.quotes}
      quotesLabel={FOOTER_CONTENT.quotesLabel}
      copyright={`${copyrightText(new Date().getFullYear(), BRAND_NAME)} ${FOOTER_CONTENT.serviceArea}`}
    />
  );
}
