/**
 * Ark's dialog, toast, tabs and field machines settle a frame after user events; React reports
 * those as updates "not wrapped in act" for these components only. Tests await the resulting DOM,
 * so exactly these warnings are muted and every other console.error still shows.
 */
const CHAKRA_INTERNALS = /^(DialogRoot|Toaster|ToastActor|FieldRoot|TabsRoot|MenuRoot|DrawerRoot)$/;

export function muteChakraActWarnings(): void {
  const originalError = console.error;
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === 'string' && first.includes('not wrapped in act') && CHAKRA_INTERNALS.test(String(second))) return;
      originalError(...(args as Parameters<typeof console.error>));
    });
  });
}
