set -euo pipefail

{
  printf 'service\treplicas\tcpu\tstatus\n'
  printf 'api\t3\t0.75\trunning\n'
  printf 'worker\t12\t1.5\tdegraded\n'
  printf 'scheduler\t\t0.1\tpaused\n'
} | format_table
echo

# Any delimiter works; a short row leaves its missing cells empty.
printf 'name,size,path\nREADME.md,1024,docs/README.md\nlogo.png,20480\n' | format_table ,
