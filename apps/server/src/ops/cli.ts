/**
 * Operations commands, run by `node scripts/run.mjs <command>` after building the server:
 *   npm run migrate [-- --status]      apply pending migrations (or only show them) and print every one
 *   npm run backup -- FILE [--force]   one tar.gz of the embedded database and DATA_DIR/files, also while it runs
 *   npm run restore -- FILE [--force]  into DATA_DIR, never while something runs on it
 * Output is one line per fact on stdout; a refusal or failure is one line on stderr and exit 1 (usage: exit 2).
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { backupCommand, migrateCommand, type OpsContext, restoreCommand } from './commands.ts';
import { OpsError } from './ops-error.ts';

const USAGE = [
  'Gebruik:',
  '  npm run migrate [-- --status]',
  '  npm run backup -- FILE [--force]',
  '  npm run restore -- FILE [--force]',
].join('\n');

const FLAGS: Record<string, string[]> = { migrate: ['--status'], backup: ['--force'], restore: ['--force'] };

class UsageError extends Error {}

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (!command || !(command in FLAGS)) throw new UsageError(`Onbekend commando: ${command ?? '(geen)'}`);
  const flags = args.filter((arg) => arg.startsWith('--'));
  const [file, ...extra] = args.filter((arg) => !arg.startsWith('--'));
  const unknownFlag = flags.find((flag) => !FLAGS[command]!.includes(flag));
  if (unknownFlag) throw new UsageError(`Onbekende optie voor ${command}: ${unknownFlag}`);
  if (command === 'migrate' ? file !== undefined : file === undefined || extra.length > 0)
    throw new UsageError(
      command === 'migrate' ? 'migrate neemt geen bestand' : `${command} neemt precies één FILE`,
    );

  let config: OpsContext['config'];
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new OpsError(`Configuratiefout: ${error.message}`);
    throw error;
  }
  const context: OpsContext = {
    config,
    print: (line) => process.stdout.write(`${line}\n`),
    logger: createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel),
  };
  const force = flags.includes('--force');
  if (command === 'migrate') await migrateCommand(context, { statusOnly: flags.includes('--status') });
  else if (command === 'backup') await backupCommand(context, file!, { force });
  else await restoreCommand(context, file!, { force });
}

const [command, ...args] = process.argv.slice(2);
run(command, args).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      process.exit(2);
    }
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${error instanceof OpsError ? reason : `${command} mislukt: ${reason}`}\n`);
    if (!(error instanceof OpsError) && process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(1);
  },
);
