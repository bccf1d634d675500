// Command ferretdb-local runs FerretDB 1.x with its SQLite backend on 127.0.0.1.
//
// It is the third step of the embedded-database launcher (docs/API.md section 3): used
// only where neither MONGODB_URI nor a real mongod is available. The embeddable package
// turns telemetry off and opens no debug listener, so nothing leaves this machine.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dir := flag.String("dir", "", "directory holding the SQLite databases (required)")
	port := flag.Int("port", 0, "TCP port on 127.0.0.1 (required)")
	flag.Parse()

	if *dir == "" || *port == 0 {
		log.Fatal("usage: ferretdb-local -dir <path> -port <port>")
	}
	if err := os.MkdirAll(*dir, 0o700); err != nil {
		log.Fatalf("cannot create %s: %v", *dir, err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go stopWhenOrphaned(stop)

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: fmt.Sprintf("127.0.0.1:%d", *port)},
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dir + "/",
	})
	if err != nil {
		log.Fatal(err)
	}

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	// MongoDBURI blocks until the listener is up; the launcher waits for this line.
	fmt.Println("ready", f.MongoDBURI())

	if err := <-done; err != nil {
		log.Fatal(err)
	}
}

// stopWhenOrphaned stops the server once the process that started it is gone, so a
// launcher killed with SIGKILL still leaves no database process behind.
func stopWhenOrphaned(stop context.CancelFunc) {
	parent := os.Getppid()
	for range time.Tick(time.Second) {
		if os.Getppid() != parent {
			stop()
			return
		}
	}
}
