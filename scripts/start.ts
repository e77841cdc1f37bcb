import { run } from './lib/run.js';
import { startStack } from './lib/stack.js';

/** `npm start`: build, then run the stand-in and the gateway in front of it until Ctrl-C. */
async function main() {
  const gatewayPort = Number(process.env.PORT ?? 8080);
  const mocksPort = Number(process.env.MOCKS_PORT ?? 9090);

  console.log('Building web, gateway and mocks…');
  await run('npm', ['run', 'build', '--silent']);

  const stack = await startStack({ gatewayPort, mocksPort });
  const shown = stack.gatewayUrl.replace('127.0.0.1', 'localhost');
  console.log(
    `\nPlayhouse is running at ${shown}\n(stand-in betting API at ${stack.mocksUrl}; Ctrl-C stops everything)\n`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
