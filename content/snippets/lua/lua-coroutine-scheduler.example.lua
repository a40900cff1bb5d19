local sched = Scheduler.new()
local log = {}
local function say(msg) log[#log + 1] = string.format("t=%-4g %s", sched.now, msg) end

local function worker(name, interval, count)
  for i = 1, count do
    say(name .. " tick " .. i)
    Scheduler.sleep(interval)
  end
  say(name .. " done")
end

sched:spawn("fast", worker, "fast", 0.5, 3)
sched:spawn("slow", worker, "slow", 1.5, 2)
sched:spawn("crash", function()
  Scheduler.sleep(1)
  error("disk full", 0)
end)
sched:spawn("oneshot", function() say("oneshot runs once") end)

local finished_at, errors = sched:run()
print(table.concat(log, "\n"))
print("finished at t=" .. finished_at, "errors: " .. table.concat(errors, "; "))
