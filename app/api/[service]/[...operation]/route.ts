// `/api/<service>/<operation>`: the browser's calls, relayed to the backend (lib/api/backendRelay.ts).
import { relayToBackend } from '@/lib/api/backendRelay';

interface Context {
  params: Promise<{ service: string; operation: string[] }>;
}

async function relay(request: Request, { params }: Context) {
  const { service, operation } = await params;
  return relayToBackend(request, service, operation);
}

export { relay as GET, relay as POST, relay as PUT, relay as DELETE };
