import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open WebSockets must not outlive their session: when a session row goes (sign-out, an operator
 * disabling the account, better-auth's clean-up) or an account is disabled or changes role,
 * PostgreSQL tells every API process on the `session_ended` channel at commit, and each closes
 * the sockets it holds for that session or person (graphql/live-updates.ts). Triggers, so every
 * path that ends a session is covered, whichever library or route takes it.
 */
export class SessionEndedNotify1764961234000 implements MigrationInterface {
  name = 'SessionEndedNotify1764961234000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'session' THEN
          PERFORM pg_notify('session_ended', json_build_object('userId', OLD."userId", 'sessionId', OLD.id, 'reason', 'signed-out')::text);
          RETURN OLD;
        END IF;
        PERFORM pg_notify('session_ended', json_build_object('userId', NEW.id,
          'reason', CASE WHEN NEW.banned IS TRUE THEN 'disabled' ELSE 'role-changed' END)::text);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER session_ended AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION notify_session_ended()`);
    await q.query(`CREATE TRIGGER user_access_changed AFTER UPDATE OF banned, role ON "user" FOR EACH ROW
      WHEN ((NEW.banned IS TRUE AND OLD.banned IS DISTINCT FROM TRUE) OR NEW.role IS DISTINCT FROM OLD.role)
      EXECUTE FUNCTION notify_session_ended()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER user_access_changed ON "user"`);
    await q.query(`DROP TRIGGER session_ended ON "session"`);
    await q.query(`DROP FUNCTION notify_session_ended()`);
  }
}
