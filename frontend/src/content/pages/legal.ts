import { BRAND_NAME, BUSINESS, LEGAL_LAST_UPDATED } from '../business';
import type { ArticleSection } from '../types';

export interface LegalDocument {
  slug: 'privacy-policy' | 'terms-of-service' | 'cookie-policy';
  title: string;
  /** 'August 15, 2025' */
  lastUpdated: string;
  intro: string;
  sections: ArticleSection[];
}

const contactLine = `${BUSINESS.legalName}, ${BUSINESS.locationText}, Canada. Email: ${BUSINESS.email}. Phone: ${BUSINESS.phone}.`;

export const PRIVACY_POLICY: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `${BRAND_NAME} (“we”, “us”) respects your privacy. This policy explains how we collect, use, disclose and protect personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and its fair information principles.`,
  sections: [
    {
      heading: '1. Accountability',
      paragraphs: [
        `We are responsible for personal information under our control and have designated a Privacy Officer who is accountable for our compliance. You can reach the Privacy Officer at ${BUSINESS.email}.`,
      ],
    },
    {
      heading: '2. Information we collect',
      paragraphs: [
        'Homeowners: when you post a project we collect your name, the project title, description, category, location, budget range, timeline, urgency and any photos you upload. When you contact us we collect your name, email address, phone number (optional), subject and message.',
        'Contractors: when you submit a proposal we collect your name, email, phone (optional), bid amount, timeline, approach, experience, materials, warranty and notes. For verification we may collect business details, WSIB clearance, insurance certificates and licence numbers.',
        'Technical information: our servers record standard log data such as IP address, browser type and pages visited. Preferences such as light or dark theme and your favourite projects are stored only in your browser’s local storage and are not sent to us.',
      ],
    },
    {
      heading: '3. Why we collect it',
      paragraphs: [
        'We use personal information to publish and manage projects, share project details with contractors who may bid, deliver proposals to homeowners, respond to enquiries, verify contractors, keep the service secure, and meet legal obligations. We identify these purposes at or before the time of collection.',
      ],
    },
    {
      heading: '4. Consent',
      paragraphs: [
        'By posting a project, submitting a proposal or sending a message, you consent to the collection, use and disclosure described here. Project posts are visible to contractors using the marketplace; do not include information you do not want shared, such as your exact street address, until you choose a contractor. You may withdraw consent at any time, subject to legal or contractual restrictions, by contacting us.',
      ],
    },
    {
      heading: '5. Limiting collection, use, disclosure and retention',
      paragraphs: [
        'We collect only what we need for the purposes above. We do not sell personal information. We share it with service providers who host and operate our platform under contracts that require them to protect it, and where required by law. Some providers may store data outside Ontario or Canada, where it may be accessible to authorities under local law. We keep personal information only as long as needed for the purposes identified or as required by law, and then securely delete or anonymise it.',
      ],
    },
    {
      heading: '6. Accuracy, safeguards and access',
      paragraphs: [
        'We take reasonable steps to keep personal information accurate and protect it with physical, organisational and technical safeguards appropriate to its sensitivity, including encryption in transit and access controls.',
        'You may request access to the personal information we hold about you and ask us to correct it. We will respond within 30 days as PIPEDA requires. If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada.',
      ],
    },
    {
      heading: '7. Contact',
      paragraphs: [contactLine],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `These Terms of Service govern your use of the ${BRAND_NAME} website and marketplace. By using the service you agree to these terms. If you do not agree, please do not use the service.`,
  sections: [
    {
      heading: '1. What we provide',
      paragraphs: [
        `${BRAND_NAME} is a marketplace that connects homeowners with independent contractors in Toronto and the Greater Toronto Area. We are not a party to any agreement between a homeowner and a contractor, and we do not perform, supervise or guarantee the work. Posting a project and receiving proposals is free for homeowners.`,
      ],
    },
    {
      heading: '2. Homeowner responsibilities',
      paragraphs: [
        'You agree to describe projects accurately, to upload only photos you have the right to share, and to make your own decision about which contractor to hire. We recommend that you confirm a contractor’s WSIB clearance, insurance and licences, obtain a written contract as required by Ontario’s Consumer Protection Act, 2002, and ensure required permits are obtained.',
      ],
    },
    {
      heading: '3. Contractor responsibilities',
      paragraphs: [
        'Contractors agree that proposals are accurate and made in good faith; that they hold and will maintain all licences, registrations, insurance and WSIB coverage required for the work; that they will obtain required permits and comply with the Ontario Building Code, the Ontario Electrical Safety Code, TSSA requirements and all applicable laws; and that they will honour accepted proposals according to their terms.',
      ],
    },
    {
      heading: '4. Verification and reviews',
      paragraphs: [
        'We check the documents contractors provide, but verification is a point-in-time check and not a guarantee of quality, conduct or continued compliance. Reviews reflect the opinions of the users who write them. We may remove content that is false, abusive or violates these terms.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        'You may not use the service for unlawful purposes, post misleading or infringing content, attempt to gain unauthorised access to our systems, scrape the service, or interfere with its operation. We may suspend or terminate access for any breach.',
      ],
    },
    {
      heading: '6. Intellectual property',
      paragraphs: [
        'The service, its design and content are owned by us or our licensors. You keep ownership of content you submit and grant us a non-exclusive, royalty-free licence to host, display and distribute it for the purpose of operating the marketplace.',
      ],
    },
    {
      heading: '7. Disclaimers and limitation of liability',
      paragraphs: [
        'The service is provided “as is”. To the fullest extent permitted by law, we are not liable for the acts or omissions of homeowners or contractors, for work performed or not performed, or for indirect, incidental or consequential damages. Nothing in these terms limits rights you have as a consumer under Ontario law that cannot be waived.',
      ],
    },
    {
      heading: '8. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable in Ontario. The courts of Ontario, sitting in Toronto, have jurisdiction over any dispute, subject to any consumer rights to proceed elsewhere.',
      ],
    },
    {
      heading: '9. Changes and contact',
      paragraphs: ['We may update these terms and will post the revised date above. Continued use after a change means you accept the updated terms.', contactLine],
    },
  ],
};

export const COOKIE_POLICY: LegalDocument = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `This policy explains how ${BRAND_NAME} uses cookies and similar technologies such as your browser’s local storage.`,
  sections: [
    {
      heading: '1. What cookies and local storage are',
      paragraphs: [
        'Cookies are small text files a website places on your device. Local storage is a similar browser feature that lets a site remember information on your device. Neither can run programs or read other files on your device.',
      ],
    },
    {
      heading: '2. What we use',
      paragraphs: [
        'Strictly necessary: technologies that keep the site secure and working, such as load balancing and protection against abuse.',
        'Preferences: we store your light or dark theme choice (key “theme”) and the projects you mark as favourites (keys “favorites” and “favoriteProjects”) in your browser’s local storage. This information stays on your device and is not sent to our servers.',
        'Analytics: if enabled, we use aggregated, privacy-respecting analytics to understand which pages are useful. We do not use advertising or cross-site tracking cookies.',
      ],
    },
    {
      heading: '3. Your choices',
      paragraphs: [
        'You can delete cookies and local storage at any time in your browser settings, and you can block cookies. Clearing local storage resets your theme and removes your saved favourites. Blocking strictly necessary technologies may stop parts of the site from working.',
      ],
    },
    {
      heading: '4. Contact',
      paragraphs: [`Questions about this policy can be sent to ${BUSINESS.email}. See our Privacy Policy for how we handle personal information under PIPEDA.`],
    },
  ],
};

export const LEGAL_DOCUMENTS: LegalDocument[] = [PRIVACY_POLICY, TERMS_OF_SERVICE, COOKIE_POLICY];

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return LEGAL_DOCUMENTS.find((d) => d.slug === slug);
}
