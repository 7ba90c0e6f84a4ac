import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{join}from"node:path";function openforgeHome(env,homeDir){const override=env.OPENFORGE_HOME;return override!==void 0&&override!==""?override:join(homeDir,".openclaw","workspace",".openforge")}export{openforgeHome};
