import { ServerFrame } from '@dossier/contract';

/** A frame from the server as the contract describes it; undefined for anything else (not JSON, unknown, malformed). */
export function readServerFrame(data: string): ServerFrame | undefined {
  try {
    const parsed = ServerFrame.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
