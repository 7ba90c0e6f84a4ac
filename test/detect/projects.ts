// Fixture projects per ecosystem, written to a temporary folder by the tests: a file per
// path ('' content for an empty file, a trailing '/' for a directory).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type ProjectFiles = Record<string, string>;

export const PROJECTS: Record<string, ProjectFiles> = {
  'node-ts-pnpm': {
    'package.json': JSON.stringify({
      name: 'todo-api',
      packageManager: 'pnpm@9.12.0',
      scripts: { build: 'tsc -p .', test: 'vitest run', lint: 'eslint .', typecheck: 'tsc --noEmit', dev: 'tsx watch src/index.ts' },
      devDependencies: { typescript: '5.9.3', vitest: '4.1.12' },
    }),
    'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'tsconfig.json': '{}',
    'src/index.ts': 'export {};\n',
    'test/': '',
  },
  'node-js-npm': {
    'package.json': JSON.stringify({ name: 'cli-tool', scripts: { test: 'echo "Error: no test specified" && exit 1', lint: 'eslint bin' } }),
    'package-lock.json': '{}',
    'bin/cli.js': '',
  },
  'node-yarn': {
    'package.json': JSON.stringify({ name: 'web', scripts: { build: 'vite build', test: 'jest', 'format:check': 'prettier -c .' } }),
    'yarn.lock': '',
    'src/': '',
    '__tests__/': '',
  },
  'python-uv': {
    'pyproject.toml': [
      '[project]',
      'name = "inventory-service"',
      'dependencies = ["fastapi"]',
      '',
      '[dependency-groups]',
      'dev = ["pytest>=8", "ruff"]',
      '',
      '[tool.pytest.ini_options]',
      'testpaths = ["tests"]',
      '',
      '[tool.ruff]',
      'line-length = 100',
      '',
      '[tool.mypy]',
      'strict = true',
      '',
    ].join('\n'),
    'uv.lock': '',
    'inventory_service/__init__.py': '',
    'tests/': '',
  },
  'python-tox': {
    'setup.cfg': '[metadata]\nname = legacy\n\n[tool:pytest]\naddopts = -q\n\n[flake8]\nmax-line-length = 100\n',
    'setup.py': 'from setuptools import setup\nsetup()\n',
    'tox.ini': '[tox]\nenvlist = py311\n',
    'legacy/': '',
    'tests/': '',
  },
  'go-cli': {
    'go.mod': 'module github.com/acme/fetcher\n\ngo 1.22\n',
    'Makefile': 'BIN := fetcher\n.PHONY: build test lint\nbuild:\n\tgo build -o $(BIN) ./cmd/fetcher\ntest:\n\tgo test ./...\nlint:\n\tgolangci-lint run\n%.o: %.c\n\tcc -c $<\n',
    '.golangci.yml': 'linters:\n  enable: [errcheck]\n',
    'cmd/fetcher/main.go': 'package main\n',
    'internal/': '',
  },
  'rust-workspace': {
    'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\nresolver = "2"\n',
    'Cargo.lock': '',
    'crates/parser/Cargo.toml': '[package]\nname = "parser"\n',
  },
  'rust-crate': {
    'Cargo.toml': '[package]\nname = "wordcount"\nversion = "0.1.0"\nedition = "2021"\n',
    'src/main.rs': 'fn main() {}\n',
    'tests/': '',
  },
  'gradle-kotlin': {
    'build.gradle.kts': 'plugins {\n  kotlin("jvm") version "2.0.0"\n}\n',
    'settings.gradle.kts': 'rootProject.name = "ledger"\n',
    gradlew: '#!/bin/sh\n',
    'src/main/kotlin/Main.kt': '',
  },
  maven: {
    'pom.xml': '<project><parent><artifactId>spring-boot-starter-parent</artifactId></parent><artifactId>orders</artifactId></project>\n',
    'src/main/java/App.java': '',
  },
  empty: { 'README.md': '# nothing yet\n' },
  'broken-manifests': {
    'package.json': '{ "name": "x", ',
    'pyproject.toml': '[project\nname = 1\n',
  },
};

/** Write `files` under `dir`. */
export function writeProject(dir: string, files: ProjectFiles): void {
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('/')) {
      mkdirSync(join(dir, path), { recursive: true });
      continue;
    }
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
