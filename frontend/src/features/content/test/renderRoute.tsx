import { render } from '@testing-library/react';
import { DesignSystemProvider } from '@marketplace/design-system';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';

/** Renders a page at `path` under `pattern`, inside the design system (test helper). */
export function renderRoute(element: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  return render(
    <DesignSystemProvider withToaster={false}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}
