import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A revoked or deleted API key ends its live sockets on every API process, as an ended session does: PostgreSQL
 * tells every process on the `session_ended` channel at commit (keyId and, when it has one, the owning account),
 * and each closes the sockets it holds for that key. A key goes when it is revoked (revoked_at set) or deleted,
 * which is also how an account's keys go when the account is deleted (ON DELETE CASCADE).
 */
export class KeyEndedNotify1766950000000 implements MigrationInterface {
  name = 'KeyEndedNotify1766950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION notify_api_key_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_ended', json_build_object('userId', OLD.owner_id, 'keyId', OLD.id,
          'reason', CASE WHEN TG_OP = 'DELETE' THEN 'key-deleted' ELSE 'key-revoked' END)::text);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER api_key_revoked AFTER UPDATE OF revoked_at ON "api_key" FOR EACH ROW
      WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_api_key_ended()`);
    await q.query(`CREATE TRIGGER api_key_deleted AFTER DELETE ON "api_key" FOR EACH ROW EXECUTE FUNCTION notify_api_key_ended()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER api_key_deleted ON "api_key"`);
    await q.query(`DROP TRIGGER api_key_revoked ON "api_key"`);
    await q.query(`DROP FUNCTION notify_api_key_ended()`);
  }
}
