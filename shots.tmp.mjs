import { chromium } from '@playwright/test';
const [,, path, name, lang = 'ja', width = '360', actions = ''] = process.argv;
const API = 'http://localhost:4010/api/v1';
const login = await fetch(`${API}/auth/individual/`, { method: 'POST', headers: { 'X-App-Key': 'eigo-learner-web', 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'hana@sakura.example', password: 'sakura2026' }) });
const { authToken } = await login.json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 740 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.addInitScript(([token, lang]) => { localStorage.setItem('eigo.v1.authToken', JSON.stringify(token)); localStorage.setItem('eigo.v1.language', JSON.stringify(lang)); }, [authToken, lang]);
await page.goto(`http://localhost:5173${path}`);
await page.waitForTimeout(2500);
let i = 0;
for (const step of actions.split('|').filter(Boolean)) {
  if (step.startsWith('click:')) await page.getByRole('button', { name: step.slice(6) }).first().click();
  else if (step.startsWith('key:')) await page.keyboard.press(step.slice(4));
  else if (step.startsWith('type:')) await page.keyboard.type(step.slice(5));
  else if (step.startsWith('wait:')) await page.waitForTimeout(Number(step.slice(5)));
  else if (step === 'shot') await page.screenshot({ path: `/tmp/shots/${name}-${i++}.png`, fullPage: true });
  await page.waitForTimeout(400);
}
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
await browser.close();
