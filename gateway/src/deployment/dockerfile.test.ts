import { describe, expect, it } from 'vitest';
import { parseDockerfile } from './dockerfile.js';
import { runtimePlan, withoutStep } from './imageLayout.js';

const DOCKERFILE = `FROM node:26-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

FROM node:26-slim AS runtime
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev -w gateway \\
  && npm cache clean --force
COPY --from=build /app/gateway/dist gateway/dist
USER node
HEALTHCHECK --interval=15s \\
  CMD ["node", "-e", "process.exit(0)"]
CMD ["node", "gateway/dist/server.js"]
`;

describe("the image rehearsal's reading of a Dockerfile", () => {
  it('takes the runtime stage: its copies from the build stage, npm ci, user and command', () => {
    const plan = runtimePlan(parseDockerfile(DOCKERFILE));
    expect(plan.env).toEqual({ NODE_ENV: 'production', PORT: '8080' });
    expect(plan.user).toBe('node');
    expect(plan.cmd).toEqual(['node', 'gateway/dist/server.js']);
    expect(plan.healthcheck).toEqual(['node', '-e', 'process.exit(0)']);
    expect(plan.steps.map((s) => [s.kind, s.sources ?? s.npmArgs, s.destination])).toEqual([
      ['copy', ['package.json', 'package-lock.json'], './'],
      ['npm', ['ci', '--omit=dev', '-w', 'gateway'], undefined],
      // The build stage's /app is this repository after its build.
      ['copy', ['gateway/dist'], 'gateway/dist'],
    ]);
    expect(plan.notRehearsed).toHaveLength(1);
  });

  it('refuses an instruction it cannot rehearse rather than skipping it', () => {
    const withApt = DOCKERFILE.replace('USER node', 'RUN apt-get install -y curl\nUSER node');
    expect(() => runtimePlan(parseDockerfile(withApt))).toThrow(/RUN apt-get .* not rehearsed/);
    const withVolume = DOCKERFILE.replace('USER node', 'VOLUME /data\nUSER node');
    expect(() => runtimePlan(parseDockerfile(withVolume))).toThrow(/VOLUME is not rehearsed/);
  });

  it('leaves out exactly one named step, for the rehearsal that must then fail', () => {
    const plan = runtimePlan(parseDockerfile(DOCKERFILE));
    const step = 'COPY --from=build /app/gateway/dist gateway/dist';
    expect(withoutStep(plan, step).steps.map((s) => s.text)).not.toContain(step);
    expect(() => withoutStep(plan, 'COPY nothing here')).toThrow(/no single step/);
  });
});
