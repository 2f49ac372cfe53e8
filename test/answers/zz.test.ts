import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
test('x', () => {
const out: string[] = [];
for (const node of [new PlatformCore(), new PlatformAds()]) {
  const props = node.description.properties;
  let n = 0;
  for (const p of props) if (p.name === 'operation') for (const o of (p.options as any[])) { n++; out.push([node.description.name, p.displayOptions?.show?.resource?.join(), o.value, o.routing ? 'routing' : 'custom', o.routing?.request?.method, o.routing?.request?.url].join(' ')); }
  out.push(String(n));
}
console.log(out.join('\n'));
});
