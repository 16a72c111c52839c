import type { APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN, BACKEND_URL } from './stack';

/** Changes the site config as the CMS would. */
export async function patchConfig(request: APIRequestContext, patch: Record<string, unknown>) {
  const response = await request.patch(`${BACKEND_URL}/ingest/config`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: patch,
  });
  if (!response.ok())
    throw new Error(`ingest/config answered ${response.status()}: ${await response.text()}`);
}
