// Copies the static assets (icons) next to the compiled nodes and credentials, as n8n loads
// them relative to the .js files in dist/.
const path = require('path');
const { task, src, dest } = require('gulp');

task('build:icons', copyIcons);

function copyIcons() {
	const nodeSource = path.resolve('nodes', '**', '*.{png,svg}');
	const nodeDestination = path.resolve('dist', 'nodes');
	src(nodeSource, { encoding: false }).pipe(dest(nodeDestination));

	const iconSource = path.resolve('icons', '*.{png,svg}');
	src(iconSource, { encoding: false }).pipe(dest(path.resolve('dist', 'icons')));

	const credSource = path.resolve('credentials', '**', '*.{png,svg}');
	const credDestination = path.resolve('dist', 'credentials');
	return src(credSource, { encoding: false }).pipe(dest(credDestination));
}
