import { useRoutes } from 'react-router-dom';
import { NotificationSettingsPage } from './NotificationSettingsPage';
import { NotificationsPage } from './NotificationsPage';
import { UnsubscribePage } from './UnsubscribePage';

/**
 * Route `/notifications/*`: the list, the e-mail settings and the unsubscribe page that e-mails
 * link to. One lazy route in the app's table (each route there costs every page a few bytes); any
 * other path below it shows the list.
 */
export function NotificationRoutes() {
  return useRoutes([
    { path: 'settings', element: <NotificationSettingsPage /> },
    { path: 'unsubscribe', element: <UnsubscribePage /> },
    { path: '*', element: <NotificationsPage /> },
  ]);
}
