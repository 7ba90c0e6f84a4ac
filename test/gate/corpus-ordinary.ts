/**
 * Ordinary build, test and lint gates across the ecosystems of issue 16: every one must
 * match a vetted profile (verdict `ok`), so a run executes it without asking.
 */
export const ORDINARY_GATES: readonly string[] = [
  // JavaScript / TypeScript
  'npm test', 'npm t', 'npm run build', 'npm run lint', 'npm run typecheck', 'npm run test:unit', 'npm run test -- --coverage',
  'npm test -- --grep "login flow"', 'npm run build --workspace packages/api', 'npm run lint --if-present', 'npm test --silent',
  'npm run -ws test', 'npm run e2e -- --project=chromium', 'CI=1 npm test', 'CI=true NODE_ENV=test npm test', 'FORCE_COLOR=0 npm run lint',
  'pnpm test', 'pnpm run build', 'pnpm lint', 'pnpm -r test', 'pnpm --filter @app/web build', 'pnpm exec vitest run', 'pnpm exec tsc --noEmit',
  'pnpm test -- --run', 'pnpm -r --parallel run lint', 'yarn test', 'yarn build', 'yarn lint', 'yarn run typecheck', 'yarn test --silent',
  'bun test', 'bun run build', 'bun test --coverage', 'npx vitest run', 'npx vitest run --coverage', 'npx vitest run src/auth',
  'npx jest --ci', 'npx jest --ci --coverage --maxWorkers=2', 'npx tsc --noEmit', 'npx tsc -p tsconfig.build.json', 'npx eslint .',
  'npx eslint src --max-warnings 0', 'npx prettier --check .', 'npx playwright test', 'npx playwright test --project=chromium',
  'npx --no-install vitest run', 'npx biome check .', 'npx stylelint "src/**/*.css"', 'npx mocha --recursive', 'npx turbo run test',
  'npx nx affected -t test', 'npx vite build', 'npx vue-tsc --noEmit', 'npx cypress run', 'npx ava --verbose', 'npx markdownlint-cli2 "**/*.md"',
  'bunx tsc --noEmit', 'tsc --noEmit', 'tsc -b', 'tsc -p tsconfig.json --noEmit', 'eslint .', 'eslint "src/**/*.ts"', 'eslint --cache --max-warnings=0 src',
  'vitest run', 'vitest run --reporter=verbose', 'jest --runInBand', 'jest -i --passWithNoTests', 'playwright test --workers=2',
  'prettier --check "src/**/*.{ts,tsx}"', 'node --test', 'node --test test/', 'node scripts/check.mjs', 'node --test --test-reporter=spec',
  'deno test', 'deno test -A', 'deno lint', 'deno fmt --check', 'deno check main.ts', 'deno task test', 'turbo run build --filter=web',
  'nx run-many -t test', 'node_modules/.bin/vitest run', './node_modules/.bin/tsc --noEmit', 'timeout 600 npm test', 'time npm run build',
  'nice -n 10 npm test', 'env CI=1 npm test',
  // The honest twins of the hostile env-wrapper forms: env with plain settings, behind timeout or nice.
  'env NODE_ENV=test npm test', 'env TZ=UTC LC_ALL=C make test', 'timeout 300 env CI=1 npm test', 'env PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q',
  'env RUST_BACKTRACE=1 cargo test', 'nice -n 5 env CI=1 pytest -q',
  // Python
  'pytest', 'pytest -q', 'pytest -q tests/', 'pytest -x --maxfail=1', 'pytest -k "not slow"', 'pytest -m "not integration" -n 4',
  'pytest --cov=src --cov-report=term-missing', 'pytest tests/unit/test_auth.py::test_login', 'python -m pytest', 'python3 -m pytest -q',
  'python -m pytest -c pytest.ini', 'python3 -m unittest discover -s tests', 'python -m unittest -v', 'python -m mypy src', 'python3 -m ruff check .',
  'python manage.py test', 'python3 -W error -m pytest', 'ruff check .', 'ruff check src --output-format=github', 'ruff format --check .',
  'mypy src', 'mypy --strict src', 'black --check .', 'isort --check-only .', 'flake8 src', 'pylint src', 'pyright', 'tox', 'tox -e py311',
  'tox -e lint', 'nox -s tests', 'uv run pytest', 'uv run --frozen pytest -q', 'uv run mypy src', 'uv run ruff check .', 'uv run python -m pytest',
  'poetry run pytest', 'poetry run mypy .', 'pipenv run pytest', 'pdm run pytest', 'hatch test', 'coverage report --fail-under=80',
  'PYTHONPATH=src pytest', 'PYTHONDONTWRITEBYTECODE=1 pytest -q',
  // Rust
  'cargo test', 'cargo test --all-features', 'cargo test --workspace', 'cargo build --release', 'cargo check', 'cargo check --all-targets',
  'cargo clippy -- -D warnings', 'cargo clippy --all-targets --all-features -- -D warnings', 'cargo fmt --check', 'cargo fmt --all -- --check',
  'cargo test -p core', 'cargo test --locked', 'cargo +nightly test', 'cargo nextest run', 'cargo doc --no-deps', 'RUST_BACKTRACE=1 cargo test',
  // Go
  'go test ./...', 'go test -race ./...', 'go test -count=1 ./...', 'go test -run TestLogin ./auth', 'go vet ./...', 'go build ./...',
  'go build -o bin/app ./cmd/app', 'gofmt -l .', 'golangci-lint run', 'golangci-lint run --timeout 5m', 'staticcheck ./...', 'CGO_ENABLED=0 go build ./...',
  // Java / Kotlin
  'mvn test', 'mvn -B verify', 'mvn -B -q test', 'mvn clean verify', 'mvn -DskipTests package', 'mvn -pl core -am test', './mvnw -B verify',
  './mvnw test', 'gradle test', 'gradle build', './gradlew build', './gradlew test', './gradlew check --no-daemon', './gradlew :app:test',
  './gradlew ktlintCheck', './gradlew detekt', './gradlew clean build --stacktrace',
  // .NET
  'dotnet test', 'dotnet build', 'dotnet build -c Release', 'dotnet test --no-build --verbosity normal', 'dotnet format --verify-no-changes',
  'dotnet test --filter Category=Unit',
  // Ruby
  'bundle exec rspec', 'bundle exec rake test', 'bundle exec rubocop', 'bundle exec rails test', 'rake test', 'rake', 'rspec', 'rspec spec/models',
  'rubocop --parallel', 'bin/rails test',
  // PHP
  'phpunit', 'vendor/bin/phpunit', './vendor/bin/phpunit --testdox', 'vendor/bin/phpstan analyse', 'composer test', 'composer validate --strict',
  'vendor/bin/pest', 'vendor/bin/psalm',
  // Elixir
  'mix test', 'mix test --cover', 'mix compile --warnings-as-errors', 'mix format --check-formatted', 'mix credo --strict', 'MIX_ENV=test mix test',
  // Swift
  'swift test', 'swift build', 'swift test --parallel', 'swift build -c release', 'xcodebuild test -scheme App -destination "platform=iOS Simulator,name=iPhone 15"',
  'swiftlint lint --strict',
  // C / C++ and build systems
  'make', 'make test', 'make check', 'make -j4 test', 'make -j 8 all', 'make -C build test', 'make test V=1', 'make lint', 'gmake check',
  'cmake -S . -B build', 'cmake --build build', 'cmake --build build --target test', 'cmake --build build -j 4', 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Release',
  'ctest --test-dir build', 'ctest --test-dir build --output-on-failure', 'ctest -j4 --output-on-failure', 'ninja -C build', 'ninja -C build test',
  'meson test -C build', 'bazel test //...', 'bazel build //src:app', 'just test', 'task test', 'zig build test',
  // Linters for repository files
  'shellcheck scripts/*.sh', 'hadolint Dockerfile', 'markdownlint "**/*.md"', 'terraform validate', 'terraform fmt -check', 'actionlint',
];
