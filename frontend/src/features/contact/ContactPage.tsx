import { Box, Button, Container, Heading, PageHero, showToast, SimpleGrid, Stack, Text } from '@marketplace/design-system';
import { Form, Formik } from 'formik';
import { Send } from 'lucide-react';
import { useRef } from 'react';
import { FocusFirstError, FormikTextareaField, FormikTextField } from '../../forms';
import { Seo } from '../../app/seo/Seo';
import { ContactSideCards } from './ContactSideCards';
import { useSendContactMessage } from './mutations/useSendContactMessage';
import { contactSchema, initialContactValues } from './schema';
import type { ContactValues } from './schema';

/** The toasts' texts (title and description) for a sent message and a failure. */
export const CONTACT_TOASTS = {
  success: { title: 'Message Sent!', description: "We'll get back to you within 24 hours." },
  failure: { title: 'Error', description: 'Failed to send message. Please try again.' },
} as const;

/** /contact: a message to the team, with every other way to reach it beside the form. */
export function ContactPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const sendMessage = useSendContactMessage();

  const onSubmit = async (values: ContactValues, resetForm: () => void) => {
    try {
      const phone = values.phone.trim();
      await sendMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: phone === '' ? null : phone,
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      showToast({ ...CONTACT_TOASTS.success, type: 'success' });
      resetForm();
    } catch {
      showToast({ ...CONTACT_TOASTS.failure, type: 'error' });
    }
  };

  return (
    <>
      <Seo
        title="Contact Us"
        description="Questions about a project, a quote or joining as a contractor? Call, email or send us a message; we answer within one business day."
        path="/contact"
      />
      <PageHero size="md" tone="subtle"
        eyebrow="Contact Us"
        title="Get in Touch"
        subtitle="Questions about a project, a quote or joining as a contractor? Send us a message and we'll get back to you within 24 hours."
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Stack gap="5" p={{ base: '5', md: '8' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card">
            <Stack gap="1">
              <Heading as="h2" size="xl">
                Send us a message
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                Fields marked with * are required.
              </Text>
            </Stack>
            <Formik initialValues={initialContactValues} validationSchema={contactSchema} onSubmit={(values, helpers) => onSubmit(values, () => helpers.resetForm())}>
              {({ isSubmitting }) => (
                <Form ref={formRef} noValidate aria-label="Contact us">
                  <FocusFirstError formRef={formRef} />
                  <Stack gap="5">
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                      <FormikTextField name="name" label="Full Name" required autoComplete="name" disabled={isSubmitting} />
                      <FormikTextField name="email" label="Email Address" type="email" required autoComplete="email" disabled={isSubmitting} />
                      <FormikTextField name="phone" label="Phone Number" type="tel" autoComplete="tel" placeholder="(416) 555-0123" helpText="Optional" disabled={isSubmitting} />
                      <FormikTextField name="subject" label="Subject" required placeholder="e.g. Quote for a basement renovation" disabled={isSubmitting} />
                    </SimpleGrid>
                    <FormikTextareaField name="message" label="Message" required rows={6} placeholder="Tell us about your project or question." disabled={isSubmitting} />
                    <Button type="submit" size="lg" alignSelf={{ base: 'stretch', md: 'start' }} loading={isSubmitting} loadingText="Sending...">
                      <Send aria-hidden="true" />
                      Send Message
                    </Button>
                  </Stack>
                </Form>
              )}
            </Formik>
          </Stack>
          <ContactSideCards />
        </Box>
      </Container>
    </>
  );
}
