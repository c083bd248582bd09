// Command clinic is the one binary of the service:
//
//	clinic serve                        the HTTP API
//	clinic worker                       the asynq worker (and its /metrics)
//	clinic migrate                      apply database migrations (owner role)
//	clinic tenant create --name N       create a tenant and a key with every permission
//	clinic key create --tenant ID --permissions p1,p2 [--name N]
//	clinic key list --tenant ID
//	clinic key revoke KEY_ID
//	clinic config                       print the configuration table
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

const usage = `usage: clinic <command>
  serve                                              run the HTTP API
  worker                                             run the background worker (and its /metrics)
  migrate                                            apply database migrations and the graph's constraints
  graph rebuild [--tenant ID]                        rebuild the knowledge graph from Postgres (every tenant by default)
  drugs import FILE.csv                              replace the installation's licensed drug-interaction rules
  tenant create --name NAME                          create a tenant; prints {"tenant_id","api_key"}
  key create --tenant ID --permissions P1,P2 [--name NAME]
  key list --tenant ID                               one JSON line per key
  key revoke KEY_ID
  config                                             list environment variables and defaults
Settings come from the environment, else from .local/env, else defaults (see clinic config).`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:])
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "clinic:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("%s", usage)
	}
	if args[0] == "config" {
		for _, s := range settings {
			fmt.Printf("%s\t%s\t%s\n", s.name, s.def, s.meaning)
		}
		return nil
	}
	cfg, err := loadConfig(".local/env")
	if err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	switch args[0] {
	case "serve":
		return serve(ctx, cfg)
	case "worker":
		return worker(ctx, cfg)
	case "migrate":
		return migrate(ctx, cfg)
	case "tenant":
		return tenantCommand(ctx, cfg, args[1:])
	case "key":
		return keyCommand(ctx, cfg, args[1:])
	case "graph":
		return graphCommand(ctx, cfg, args[1:])
	case "drugs":
		return drugsCommand(ctx, cfg, args[1:])
	default:
		return fmt.Errorf("unknown command %q\n%s", args[0], usage)
	}
}
