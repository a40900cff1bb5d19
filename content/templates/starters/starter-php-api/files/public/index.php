<?php

declare(strict_types=1);

// The front controller: the web server sends every request that is not a file here.

use App\Http\Request;
use App\Kernel;

require dirname(__DIR__) . '/vendor/autoload.php';

Kernel::fromEnvironment()->handle(Request::fromGlobals())->send();
