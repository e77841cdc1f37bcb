/** The Express 5 hello-world the gateway's ceiling is compared with: same answer, no upstream. */
import express from 'express';

const body = {
  success: true,
  message: '',
  value: {
    maintenance: false,
    regionRestriction: false,
    serverTime: '2026-01-01T00:00:00Z',
    version: 3,
  },
};
const app = express();
app.get('/wps/system/status', (_req, res) => {
  res.json(body);
});
app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
