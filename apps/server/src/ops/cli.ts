/** Operations commands: `npm run migrate`, `npm run backup -- FILE`, `npm run restore -- FILE`. */
const [command] = process.argv.slice(2);
process.stderr.write(`Onbekend commando: ${command ?? '(geen)'}\n`);
process.exit(2);
