// The reference for `npm run bench:mock`: a bare express route answering a fixed JSON body.
import express from 'express';

const port = Number(process.argv[2]);
const body = process.argv[3] ?? '{}';
const app = express();
app.disable('x-powered-by');
app.all('/{*any}', (_req, res) => {
  res.type('application/json').send(body);
});
app.listen(port, () => console.log('ready'));
