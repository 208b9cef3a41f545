// The first of the entry's three evaluation tasks (src/main.tsx): React and React DOM, whose CommonJS
// bodies run here; the design system's modules evaluate in the next task.
import 'react-dom/client';
import { nextTask } from '@marketplace/design-system/next-task';

await nextTask();
